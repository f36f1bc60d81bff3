import { useState } from 'react';
import { Link } from '@runoff/platform/router';
import { useAuth } from '@runoff/platform/auth';
import { useErrorMessage } from '@runoff/platform/i18n';
import { Alert, Spinner } from '@runoff/ui';
import { AuthPage, authPageStyles } from '../../../lib/components/auth-page';
import { useText } from '../../../lib/i18n';
import { NewPasswordForm } from './new-password-form';
import { readResetLinkError, UNUSABLE_LINK } from '../utils/reset-link-error';
import { RequestResetForm } from './request-reset-form';

/**
 * Both halves of a password reset: asking for the e-mail, and (when its link brings the browser back here
 * with a recovery session, see docs/auth.md) choosing the new password.
 */
export function ForgotPasswordPage() {
  const { t } = useText();
  const describe = useErrorMessage();
  const { status, passwordRecovery, sendPasswordReset, updatePassword } = useAuth();
  // Saving the password ends recovery mode; remember the success so the page doesn't flip back.
  const [passwordUpdated, setPasswordUpdated] = useState(false);
  // Read once, as the page opens: a reused or expired reset link says why in the URL's fragment.
  const [linkError] = useState(() => readResetLinkError(window.location.hash));

  if (status === 'loading') return <Spinner label={t('common.checkingSignIn')} />;

  if (passwordUpdated) {
    return (
      <AuthPage title={t('newPassword.updatedTitle')}>
        <Alert tone="success">{t('newPassword.updated')}</Alert>
        <p className={authPageStyles.links}>
          <Link to="/dashboard">{t('newPassword.toDashboard')}</Link>
        </p>
      </AuthPage>
    );
  }

  if (passwordRecovery) {
    return (
      <AuthPage title={t('newPassword.title')} description={t('newPassword.description')}>
        <NewPasswordForm
          onSubmit={async (password) => {
            await updatePassword(password);
            setPasswordUpdated(true);
          }}
        />
      </AuthPage>
    );
  }

  return (
    <AuthPage
      title={t('reset.title')}
      description={t('reset.description')}
      footer={
        <p className={authPageStyles.links}>
          <Link to="/login">{t('reset.backToSignIn')}</Link>
        </p>
      }
    >
      {linkError && (
        <Alert>{t('reset.linkError', { reason: linkError === UNUSABLE_LINK ? t('reset.linkUnusable') : describe(linkError) })}</Alert>
      )}
      <RequestResetForm onSubmit={(email) => sendPasswordReset(email)} />
    </AuthPage>
  );
}
