import { useState, type FormEvent } from 'react';
import { Alert, Button, TextField } from '@runoff/ui';
import { authPageStyles } from '../../../lib/components/auth-page';
import { useText } from '../../../lib/i18n';
import { useShownMessage } from '../../../lib/shown-message';

export interface RequestResetFormProps {
  /** Sends the reset e-mail; a rejection's message is shown as "Failed to reset password: …". */
  onSubmit(email: string): Promise<void>;
}

export function RequestResetForm({ onSubmit }: RequestResetFormProps) {
  const { t } = useText();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const error = useShownMessage();
  const [sent, setSent] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (email.trim() === '') {
      error.show((t) => t('validation.emailMissing'));
      return;
    }
    error.show(null);
    setSent(false);
    setBusy(true);
    try {
      await onSubmit(email);
      setSent(true);
    } catch (cause) {
      error.show((t, describe) => t('reset.failed', { message: describe(cause) }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={authPageStyles.form} onSubmit={handleSubmit} noValidate aria-label={t('reset.form')}>
      {error.text && <Alert>{error.text}</Alert>}
      {sent && <Alert tone="success">{t('reset.sent')}</Alert>}
      <TextField
        label={t('common.emailAddress')}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <Button type="submit" fullWidth busy={busy} busyLabel={t('reset.busy')}>
        {t('reset.submit')}
      </Button>
    </form>
  );
}
