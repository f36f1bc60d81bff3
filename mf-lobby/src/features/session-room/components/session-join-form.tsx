import { useState, type FormEvent } from 'react';
import { Alert, Button, TextField } from '@runoff/ui';
import { toFailure, useFailureText } from '@runoff/platform/i18n';
import { useText } from '../../../lib/i18n';
import styles from './session-room.module.css';

export interface SessionJoinFormProps {
  title: string | undefined;
  busy: 'name' | 'anonymous' | null;
  error: unknown;
  onJoin(name: string): void;
  onJoinAnonymously(): void;
}

/** Joining a session: once, with one name (or anonymously), for every question that follows. */
export function SessionJoinForm({ title, busy, error, onJoin, onJoinAnonymously }: SessionJoinFormProps) {
  const { t } = useText();
  const describe = useFailureText();
  const [name, setName] = useState('');
  const [empty, setEmpty] = useState(false);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (name.trim() === '') {
      setEmpty(true);
      return;
    }
    onJoin(name);
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('session.joinTitle')}</h1>
      {title && (
        <p className={styles.sessionTitle} dir="auto">
          {title}
        </p>
      )}
      <p className={styles.lead}>{t('session.joinOnce')}</p>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {error !== null && error !== undefined && <Alert>{describe(toFailure(error))}</Alert>}
        <TextField
          label={t('join.yourName')}
          value={name}
          maxLength={50}
          autoComplete="nickname"
          onChange={(event) => {
            setName(event.target.value);
            setEmpty(false);
          }}
          error={empty ? t('join.nameRequired') : null}
        />
        <div className={styles.buttons}>
          <Button variant="secondary" disabled={busy !== null} busy={busy === 'anonymous'} busyLabel={t('join.joiningButton')} onClick={onJoinAnonymously}>
            {t('join.anonymously')}
          </Button>
          <Button type="submit" disabled={busy !== null} busy={busy === 'name'} busyLabel={t('join.joiningButton')}>
            {t('session.join')}
          </Button>
        </div>
      </form>
    </div>
  );
}
