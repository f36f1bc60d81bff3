import { useState, type FormEvent } from 'react';
import { Link } from '@runoff/platform/router';
import { Alert, Button, TextField } from '@runoff/ui';
import { authPageStyles } from '../../../lib/components/auth-page';
import { useText } from '../../../lib/i18n';
import { useShownMessage } from '../../../lib/shown-message';
import styles from './login-form.module.css';

export interface LoginFormProps {
  /** Signs in; a rejection's message is shown as "Failed to sign in: …". */
  onSubmit(email: string, password: string): Promise<void>;
}

export function LoginForm({ onSubmit }: LoginFormProps) {
  const { t } = useText();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const error = useShownMessage();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (email.trim() === '' || password === '') {
      error.show((t) => t('validation.emailAndPasswordMissing'));
      return;
    }
    error.show(null);
    setBusy(true);
    try {
      await onSubmit(email, password);
    } catch (cause) {
      error.show((t, describe) => t('login.failed', { message: describe(cause) }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={authPageStyles.form} onSubmit={handleSubmit} noValidate aria-label={t('login.form')}>
      {error.text && <Alert>{error.text}</Alert>}
      <TextField
        label={t('common.emailAddress')}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <TextField
        label={t('common.password')}
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
          {t('login.rememberMe')}
        </label>
        <Link className={[authPageStyles.inlineLink, authPageStyles.tapLink].join(' ')} to="/forgot-password">
          {t('login.forgotPassword')}
        </Link>
      </div>
      <Button type="submit" fullWidth busy={busy} busyLabel={t('login.busy')}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
