import { useState, type FormEvent } from 'react';
import { failureMessage } from '@runoff/platform/supabase';
import { Alert, Button, TextField } from '@runoff/ui';
import { authPageStyles } from '../../../lib/auth-page';

export interface RequestResetFormProps {
  /** Sends the reset e-mail; a rejection's message is shown as "Failed to reset password: …". */
  onSubmit(email: string): Promise<void>;
}

export function RequestResetForm({ onSubmit }: RequestResetFormProps) {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (email.trim() === '') {
      setError('Please enter your email address');
      return;
    }
    setError(null);
    setSent(false);
    setBusy(true);
    try {
      await onSubmit(email);
      setSent(true);
    } catch (cause) {
      setError(failureMessage('Failed to reset password', cause));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={authPageStyles.form} onSubmit={handleSubmit} noValidate aria-label="Reset password">
      {error && <Alert>{error}</Alert>}
      {sent && <Alert tone="success">Check your email inbox for further instructions</Alert>}
      <TextField
        label="Email address"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <Button type="submit" fullWidth busy={busy} busyLabel="Sending...">
        Reset Password
      </Button>
    </form>
  );
}
