import { TEXT_LIMITS } from '@runoff/domain';
import { useState, type FormEvent } from 'react';
import { failureMessage } from '@runoff/platform/supabase';
import { Alert, Button, TextField } from '@runoff/ui';
import { authPageStyles } from '../../../lib/auth-page';
import { PASSWORD_MIN_LENGTH } from '../../../lib/password-rules';
import { validateSignUp } from '../utils/validate-sign-up';

export interface SignUpFormProps {
  /** Creates the account; a rejection's message is shown as "Failed to create an account: …". */
  onSubmit(username: string, email: string, password: string): Promise<void>;
}

export function SignUpForm({ onSubmit }: SignUpFormProps) {
  const [form, setForm] = useState({ username: '', email: '', password: '', confirmPassword: '' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const field = (name: keyof typeof form) => ({
    name,
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validateSignUp(form);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await onSubmit(form.username, form.email, form.password);
    } catch (cause) {
      setError(failureMessage('Failed to create an account', cause));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={authPageStyles.form} onSubmit={handleSubmit} noValidate aria-label="Sign up">
      {error && <Alert>{error}</Alert>}
      <TextField label="Username" autoComplete="username" required maxLength={TEXT_LIMITS.username} {...field('username')} />
      <TextField label="Email address" type="email" autoComplete="email" required {...field('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        {...field('password')}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        required
        {...field('confirmPassword')}
      />
      <Button type="submit" fullWidth busy={busy} busyLabel="Creating account...">
        Sign Up
      </Button>
    </form>
  );
}
