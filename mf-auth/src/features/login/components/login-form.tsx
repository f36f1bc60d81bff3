import { useState, type FormEvent } from 'react';
import { Link } from '@runoff/platform/router';
import { failureMessage } from '@runoff/platform/supabase';
import { Alert, Button, TextField } from '@runoff/ui';
import { authPageStyles } from '../../../lib/auth-page';
import styles from './login-form.module.css';

export interface LoginFormProps {
  /** Signs in; a rejection's message is shown as "Failed to sign in: …". */
  onSubmit(email: string, password: string): Promise<void>;
}

export function LoginForm({ onSubmit }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (email.trim() === '' || password === '') {
      setError('Please enter your email and password');
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await onSubmit(email, password);
    } catch (cause) {
      setError(failureMessage('Failed to sign in', cause));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={authPageStyles.form} onSubmit={handleSubmit} noValidate aria-label="Sign in">
      {error && <Alert>{error}</Alert>}
      <TextField
        label="Email address"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <div className={styles.row}>
        {/* Kept from the original product; the session is always remembered (supabase-js persists it). */}
        <label className={styles.remember}>
          <input type="checkbox" name="remember-me" />
          Remember me
        </label>
        <Link className={authPageStyles.inlineLink} to="/forgot-password">
          Forgot your password?
        </Link>
      </div>
      <Button type="submit" fullWidth busy={busy} busyLabel="Signing in...">
        Sign In
      </Button>
    </form>
  );
}
