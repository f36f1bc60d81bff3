import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, TextField } from '@runoff/ui';
import { authPageStyles } from '../../../lib/components/auth-page';
import { useText } from '../../../lib/i18n';
import { useShownMessage } from '../../../lib/shown-message';
import { CODE_PATTERN, describeCodeError, normalizeCode } from '../utils/code-error';
import styles from './code-sign-in-form.module.css';

/** An address inside a sentence, kept whole and left-to-right in Arabic (Unicode first-strong isolate). */
const isolated = (text: string) => `\u2068${text}\u2069`;

export interface CodeSignInFormProps {
  /** E-mails a code to the address. */
  onSendCode(email: string): Promise<void>;
  /** Signs in with the address and the code from the e-mail. */
  onVerify(email: string, code: string): Promise<void>;
}

/**
 * Two steps on one form: the address, then the code from the e-mail. Moving between them puts the focus
 * in the field to fill, so a keyboard or screen-reader user lands where the page now asks for something.
 */
export function CodeSignInForm({ onSendCode, onVerify }: CodeSignInFormProps) {
  const { t } = useText();
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState<'send' | 'verify' | null>(null);
  const [resent, setResent] = useState(false);
  const error = useShownMessage();
  const emailId = useId();
  const codeId = useId();
  const moved = useRef(false);

  useEffect(() => {
    // Not on the first render: the page's own focus order starts at its heading.
    if (!moved.current) return;
    document.getElementById(step === 'code' ? codeId : emailId)?.focus();
  }, [step, codeId, emailId]);

  async function send(again: boolean) {
    error.show(null);
    setBusy('send');
    try {
      await onSendCode(email);
      setResent(again);
      setCode('');
      moved.current = true;
      setStep('code');
    } catch (cause) {
      error.show((t) => describeCodeError(cause, t));
    } finally {
      setBusy(null);
    }
  }

  async function handleEmail(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (email.trim() === '') return error.show((t) => t('validation.emailMissing'));
    await send(false);
  }

  async function handleCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = normalizeCode(code);
    if (!CODE_PATTERN.test(typed)) return error.show((t) => t('codeSignIn.codeInvalid'));
    error.show(null);
    setBusy('verify');
    try {
      await onVerify(email, typed);
    } catch (cause) {
      error.show((t) => describeCodeError(cause, t));
      setBusy(null);
    }
  }

  if (step === 'email') {
    return (
      <form className={authPageStyles.form} onSubmit={handleEmail} noValidate aria-label={t('codeSignIn.emailForm')}>
        {error.text && <Alert>{error.text}</Alert>}
        <TextField
          id={emailId}
          label={t('common.emailAddress')}
          hint={t('codeSignIn.emailHint')}
          type="email"
          name="email"
          autoComplete="email"
          maxLength={255}
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Button type="submit" fullWidth busy={busy === 'send'} busyLabel={t('codeSignIn.sending')}>
          {t('codeSignIn.send')}
        </Button>
      </form>
    );
  }

  return (
    <form className={authPageStyles.form} onSubmit={handleCode} noValidate aria-label={t('codeSignIn.codeForm')}>
      {error.text && <Alert>{error.text}</Alert>}
      <Alert tone="success">{t(resent ? 'codeSignIn.resent' : 'codeSignIn.sent', { email: isolated(email.trim()) })}</Alert>
      <TextField
        id={codeId}
        label={t('codeSignIn.code')}
        hint={t('codeSignIn.codeHint')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        dir="ltr"
        maxLength={14}
        required
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <Button type="submit" fullWidth busy={busy === 'verify'} busyLabel={t('login.busy')} disabled={busy === 'send'}>
        {t('codeSignIn.verify')}
      </Button>
      <div className={styles.actions}>
        <Button variant="secondary" fullWidth busy={busy === 'send'} busyLabel={t('codeSignIn.sending')} disabled={busy === 'verify'} onClick={() => void send(true)}>
          {t('codeSignIn.sendAgain')}
        </Button>
        <Button
          variant="secondary"
          fullWidth
          disabled={busy !== null}
          onClick={() => {
            error.show(null);
            moved.current = true;
            setStep('email');
          }}
        >
          {t('codeSignIn.otherAddress')}
        </Button>
      </div>
    </form>
  );
}
