import { Fragment, useId, useMemo, useState, type FormEvent } from 'react';
import { describeBallot } from '@runoff/explain';
import { useFailureText } from '@runoff/platform/i18n';
import { Alert, Button, TextField } from '@runoff/ui';
import { useWords } from '../../../lib/i18n';
import { useElectionText } from '../../../lib/i18n/elections';
import type { CountedResults } from '../../../lib/utils/poll-results';
import { checkBallot, type CheckedBallot } from '../api/check-ballot';
import { shownTracker, TRACKER_INPUT_MAX } from '../utils/tracker-input';
import styles from './check-ballot.module.css';

/** The tracker field and what the list holds for it: the ballot and its path, or plainly nothing. */
export function CheckBallotForm({ counted }: { counted: CountedResults }) {
  const { t } = useElectionText();
  const describe = useFailureText();
  const [tracker, setTracker] = useState('');
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<CheckedBallot | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    setAnswer(null);
    try {
      setAnswer(await checkBallot(counted.results.poll.id, tracker));
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <form className={styles.form} onSubmit={(event) => void submit(event)}>
        <TextField
          label={t('check.trackerLabel')}
          hint={t('check.trackerHint')}
          value={tracker}
          onChange={(event) => setTracker(event.target.value)}
          maxLength={TRACKER_INPUT_MAX}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          dir="ltr"
          translate="no"
        />
        <div>
          <Button type="submit" busy={busy} busyLabel={t('check.checking')}>
            {t('check.submit')}
          </Button>
        </div>
      </form>
      {failure !== null && <Alert>{t('check.failed', { message: describe(failure) })}</Alert>}
      {answer && !answer.found && (
        <Alert tone="warning" title={t('check.notFoundTitle')}>
          {t('check.notFound', { tracker: shownTracker(answer.tracker) })}
        </Alert>
      )}
      {answer?.found && <CountedBallot counted={counted} tracker={answer.tracker} ranking={answer.ranking} />}
    </>
  );
}

/** The ballot as counted: its ranking, then where it counted in each round and how it ended (@runoff/explain). */
function CountedBallot({ counted, tracker, ranking }: { counted: CountedResults; tracker: string; ranking: string[] }) {
  const { t } = useElectionText();
  const { explanation, t: word } = useWords();
  const { count, names, method } = counted;
  const story = useMemo(() => describeBallot(count, ranking), [count, ranking]);
  const format = useMemo(() => explanation(names), [explanation, names]);
  const title = useId();
  return (
    <section className={styles.result} aria-labelledby={title} data-testid="checked-ballot">
      <h2 id={title} className={styles.resultTitle}>
        {t('check.foundTitle')}{' '}
        <span dir="ltr" translate="no" className={styles.tracker}>
          {shownTracker(tracker)}
        </span>
      </h2>
      <p>
        {t('check.ranking')}{' '}
        {ranking.map((id, i) => (
          <Fragment key={i}>
            {i > 0 && ' > '}
            <bdi>{names[id] ?? id}</bdi>
          </Fragment>
        ))}
      </p>
      {/* Another method than the instant runoff counts without rounds: its path would be another count's. */}
      {method ? (
        <p>{t('check.noRounds', { method: word(`methods.${method.method}`) })}</p>
      ) : (
        <>
          <ol className={styles.path} aria-label={t('check.pathLabel')}>
            {story.rounds.map((message, i) => (
              <li key={i}>{format(message)}</li>
            ))}
          </ol>
          {story.summary.map((message, i) => (
            <p key={i} className={styles.summary}>
              {format(message)}
            </p>
          ))}
        </>
      )}
    </section>
  );
}
