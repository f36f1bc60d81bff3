import { useState, type FormEvent } from 'react';
import { failureMessage } from '@runoff/platform/supabase';
import { Alert, Button, TextField } from '@runoff/ui';
import { authPageStyles } from '../../../lib/auth-page';
import { newPasswordProblem, PASSWORD_MIN_LENGTH } from '../../../lib/password-rules';

export interface NewPasswordFormProps {
  /** Saves the new password; a rejection's message is shown as "Failed to update password: …". */
  onSubmit(password: string): Promise<void>;
}

/** Shown after a password-reset link signed the browser in with a recovery session. */
export function NewPasswordForm({ onSubmit }: NewPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = newPasswordProblem(password, confirmPassword);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await onSubmit(password);
    } catch (cause) {
      setError(failureMessage('Failed to update password', cause));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={authPageStyles.form} onSubmit={handleSubmit} noValidate aria-label="Set a new password">
      {error && <Alert>{error}</Alert>}
      <TextField
        label="New password"
        type="password"
        name="new-password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <TextField
        label="Confirm new password"
        type="password"
        name="confirm-new-password"
        autoComplete="new-password"
        required
        value={confirmPassword}
        onChange={(e) => setConfirmPassword(e.target.value)}
      />
      <Button type="submit" fullWidth busy={busy} busyLabel="Updating...">
        Update Password
      </Button>
    </form>
  );
}
