import { useState, type FormEvent } from 'react';
import { useNavigate } from '@runoff/platform/router';
import { toFailure, useFailureText, type Failure } from '@runoff/platform/i18n';
import { Alert, Button, TextField } from '@runoff/ui';
import { Page } from '../../../lib/components/page';
import { SignedIn } from '../../../lib/components/signed-in';
import { useText } from '../../../lib/i18n';
import { createSession } from '../api/session-host';
import styles from './session-host.module.css';

function CreateSessionForm() {
  const { t } = useText();
  const describe = useFailureText();
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [hidden, setHidden] = useState(true);
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (title.trim() === '') {
      setMissing(true);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const id = await createSession(title.trim(), hidden);
      void navigate(`/sessions/${encodeURIComponent(id)}`);
    } catch (error) {
      console.error(error);
      setFailure(toFailure(error));
      setBusy(false);
    }
  }

  return (
    <Page title={t('sessionHost.newTitle')} narrow>
      <p className={styles.lead}>{t('sessionHost.newLead')}</p>
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        {failure && <Alert>{describe(failure)}</Alert>}
        <TextField
          label={t('create.title')}
          value={title}
          maxLength={200}
          onChange={(event) => {
            setTitle(event.target.value);
            setMissing(false);
          }}
          error={missing ? t('create.titleRequired') : null}
        />
        <label className={styles.check}>
          <input type="checkbox" checked={hidden} onChange={(event) => setHidden(event.target.checked)} />
          {t('sessionHost.hiddenUntilRevealed')}
        </label>
        <div className={styles.buttons}>
          <Button type="submit" busy={busy} busyLabel={t('sessionHost.creating')}>
            {t('sessionHost.create')}
          </Button>
        </div>
      </form>
    </Page>
  );
}

/** /sessions/create: a session's title and whether results wait for the host; its questions come next. */
export function CreateSessionPage() {
  return <SignedIn>{() => <CreateSessionForm />}</SignedIn>;
}
