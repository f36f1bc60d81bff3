import { useState, type FormEvent } from 'react';
import { Alert, Button, TextField } from '@runoff/ui';
import { authPageStyles } from '../../../lib/components/auth-page';
import { useText } from '../../../lib/i18n';
import { newPasswordProblem, PASSWORD_MIN_LENGTH } from '../../../lib/utils/password-rules';
import { useShownMessage } from '../../../lib/shown-message';

export interface NewPasswordFormProps {
  /** Saves the new password; a rejection's message is shown as "Failed to update password: …". */
  onSubmit(password: string): Promise<void>;
}

/** Shown after a password-reset link signed the browser in with a recovery session. */
export function NewPasswordForm({ onSubmit }: NewPasswordFormProps) {
  const { t } = useText();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const error = useShownMessage();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (newPasswordProblem(password, confirmPassword)) {
      error.show((t) => newPasswordProblem(password, confirmPassword, t) ?? '');
      return;
    }
    error.show(null);
    setBusy(true);
    try {
      await onSubmit(password);
    } catch (cause) {
      error.show((t, describe) => t('newPassword.failed', { message: describe(cause) }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={authPageStyles.form} onSubmit={handleSubmit} noValidate aria-label={t('newPassword.title')}>
      {error.text && <Alert>{error.text}</Alert>}
      <TextField
        label={t('newPassword.label')}
        type="password"
        name="new-password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        hint={t('common.atLeastCharacters', { min: PASSWORD_MIN_LENGTH })}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <TextField
        label={t('newPassword.confirm')}
        type="password"
        name="confirm-new-password"
        autoComplete="new-password"
        required
        value={confirmPassword}
        onChange={(e) => setConfirmPassword(e.target.value)}
      />
      <Button type="submit" fullWidth busy={busy} busyLabel={t('newPassword.busy')}>
        {t('newPassword.submit')}
      </Button>
    </form>
  );
}
