import { TEXT_LIMITS } from '@runoff/domain';
import { useState, type FormEvent } from 'react';
import type { AuthUser } from '@runoff/platform/auth';
import { failureMessage } from '@runoff/platform/supabase';
import { Alert, Button, TextField } from '@runoff/ui';
import { authPageStyles } from '../../../lib/auth-page';
import { formatAccountDate } from '../utils/format-account-date';
import styles from './profile-form.module.css';

export interface ProfileFormProps {
  user: AuthUser;
  /** Saves the username; a rejection's message is shown as "Failed to update profile: …". */
  onSubmit(username: string): Promise<void>;
}

export function ProfileForm({ user, onSubmit }: ProfileFormProps) {
  const [username, setUsername] = useState(user.displayName ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(false);
    if (username.trim() === '') {
      setError('Username cannot be empty');
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await onSubmit(username.trim());
      setUsername(username.trim());
      setSaved(true);
    } catch (cause) {
      setError(failureMessage('Failed to update profile', cause));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={authPageStyles.form} onSubmit={handleSubmit} noValidate aria-label="Profile">
      {error && <Alert>{error}</Alert>}
      {saved && <Alert tone="success">Profile updated successfully</Alert>}
      <TextField
        label="Username"
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
        label="Email address"
        type="email"
        name="email"
        readOnly
        value={user.email ?? ''}
        hint="Your email address cannot be changed."
      />
      <dl className={styles.details}>
        <dt>Account created</dt>
        <dd>{formatAccountDate(user.createdAt)}</dd>
        <dt>Last sign in</dt>
        <dd>{formatAccountDate(user.lastSignInAt)}</dd>
      </dl>
      <Button type="submit" fullWidth busy={busy} busyLabel="Saving...">
        Save Changes
      </Button>
    </form>
  );
}
