import { TEXT_LIMITS } from '@runoff/domain';
import { useState, type FormEvent } from 'react';
import { Alert, Button, TextField } from '@runoff/ui';
import { authPageStyles } from '../../../lib/components/auth-page';
import { useText } from '../../../lib/i18n';
import { PASSWORD_MIN_LENGTH } from '../../../lib/utils/password-rules';
import { useShownMessage } from '../../../lib/shown-message';
import { validateSignUp } from '../utils/validate-sign-up';

export interface SignUpFormProps {
  /** Creates the account; a rejection's message is shown as "Failed to create an account: …". */
  onSubmit(username: string, email: string, password: string): Promise<void>;
}

export function SignUpForm({ onSubmit }: SignUpFormProps) {
  const { t } = useText();
  const [form, setForm] = useState({ username: '', email: '', password: '', confirmPassword: '' });
  const [busy, setBusy] = useState(false);
  const error = useShownMessage();

  const field = (name: keyof typeof form) => ({
    name,
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitted = form;
    if (validateSignUp(submitted)) {
      error.show((t) => validateSignUp(submitted, t) ?? '');
      return;
    }
    error.show(null);
    setBusy(true);
    try {
      await onSubmit(submitted.username, submitted.email, submitted.password);
    } catch (cause) {
      error.show((t, describe) => t('signup.failed', { message: describe(cause) }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={authPageStyles.form} onSubmit={handleSubmit} noValidate aria-label={t('signup.form')}>
      {error.text && <Alert>{error.text}</Alert>}
      <TextField label={t('common.username')} autoComplete="username" required maxLength={TEXT_LIMITS.username} {...field('username')} />
      <TextField label={t('common.emailAddress')} type="email" autoComplete="email" required {...field('email')} />
      <TextField
        label={t('common.password')}
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        hint={t('common.atLeastCharacters', { min: PASSWORD_MIN_LENGTH })}
        {...field('password')}
      />
      <TextField
        label={t('signup.confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
        {...field('confirmPassword')}
      />
      <Button type="submit" fullWidth busy={busy} busyLabel={t('signup.busy')}>
        {t('signup.submit')}
      </Button>
    </form>
  );
}
