import { TEXT_LIMITS } from '@runoff/domain';
import { useState, type FormEvent } from 'react';
import type { AuthUser } from '@runoff/platform/auth';
import { Alert, Button, TextField } from '@runoff/ui';
import { authPageStyles } from '../../../lib/components/auth-page';
import { useText } from '../../../lib/i18n';
import { useShownMessage } from '../../../lib/shown-message';
import { formatAccountDate } from '../utils/format-account-date';
import styles from './profile-form.module.css';

export interface ProfileFormProps {
  user: AuthUser;
  /** Saves the username; a rejection's message is shown as "Failed to update profile: …". */
  onSubmit(username: string): Promise<void>;
}

export function ProfileForm({ user, onSubmit }: ProfileFormProps) {
  const { t, locale } = useText();
  const [username, setUsername] = useState(user.displayName ?? '');
  const [busy, setBusy] = useState(false);
  const error = useShownMessage();
  const [saved, setSaved] = useState(false);
  const notAvailable = t('profile.notAvailable');

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(false);
    if (username.trim() === '') {
      error.show((t) => t('validation.usernameEmpty'));
      return;
    }
    error.show(null);
    setBusy(true);
    try {
      await onSubmit(username.trim());
      setUsername(username.trim());
      setSaved(true);
    } catch (cause) {
      error.show((t, describe) => t('profile.failed', { message: describe(cause) }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={authPageStyles.form} onSubmit={handleSubmit} noValidate aria-label={t('profile.form')}>
      {error.text && <Alert>{error.text}</Alert>}
      {saved && <Alert tone="success">{t('profile.saved')}</Alert>}
      <TextField
        label={t('common.username')}
        name="username"
        autoComplete="username"
        required
        maxLength={TEXT_LIMITS.username}
        value={username}
        onChange={(e) => {
          setUsername(e.target.value);
          setSaved(false);
        }}
      />
      <TextField
        label={t('common.emailAddress')}
        type="email"
        name="email"
        readOnly
        value={user.email ?? ''}
        hint={t('profile.emailFixed')}
      />
      <dl className={styles.details}>
        <dt>{t('profile.created')}</dt>
        <dd>{formatAccountDate(user.createdAt, locale, notAvailable)}</dd>
        <dt>{t('profile.lastSignIn')}</dt>
        <dd>{formatAccountDate(user.lastSignInAt, locale, notAvailable)}</dd>
      </dl>
      <Button type="submit" fullWidth busy={busy} busyLabel={t('profile.busy')}>
        {t('profile.submit')}
      </Button>
    </form>
  );
}
