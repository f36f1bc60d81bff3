import { useId, useState, type FormEvent } from 'react';
import type { PublishedBallotList } from '@runoff/domain';
import { useFailureText } from '@runoff/platform/i18n';
import { Alert, Button } from '@runoff/ui';
import { useElectionText } from '../../../lib/i18n/elections';
import { publishBallots, type Audience } from '../api/publish-ballots';
import styles from './publication.module.css';

interface PublishBallotsFormProps {
  pollId: string;
  /** The list's publication so far: none, or to participants (which the host may widen to everyone). */
  current: Audience | null;
  onPublished: (list: PublishedBallotList) => void;
}

/**
 * The host's "Publish ballots" (issue 27): to the poll's participants or to everyone. Published to everyone
 * cannot be taken back (ballots.publication_narrowing), so once there the form is gone.
 */
export function PublishBallotsForm({ pollId, current, onPublished }: PublishBallotsFormProps) {
  const { t } = useElectionText();
  const describe = useFailureText();
  const [audience, setAudience] = useState<Audience>(current === 'participants' ? 'everyone' : 'participants');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const legend = useId();
  if (current === 'everyone') return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      onPublished(await publishBallots(pollId, audience));
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} aria-labelledby={legend}>
      <fieldset className={styles.fieldset}>
        <legend id={legend} className={styles.legend}>
          {t('publication.audience')}
        </legend>
        {(['participants', 'everyone'] as const).map((choice) => (
          <label key={choice} className={styles.choice}>
            <input
              type="radio"
              name={`${legend}-audience`}
              value={choice}
              checked={audience === choice}
              disabled={current === 'participants' && choice === 'participants'}
              onChange={() => setAudience(choice)}
            />
            <span>{t(`publication.to.${choice}`)}</span>
          </label>
        ))}
      </fieldset>
      <p className={styles.muted}>{t('publication.final')}</p>
      {failure !== null && <Alert>{t('publication.failed', { message: describe(failure) })}</Alert>}
      <div>
        <Button type="submit" busy={busy} busyLabel={t('publication.publishing')}>
          {t('publication.publish')}
        </Button>
      </div>
    </form>
  );
}
