import { useState } from 'react';
import { Link } from '@runoff/platform/router';
import { useAuth } from '@runoff/platform/auth';
import { Alert, Spinner } from '@runoff/ui';
import { AuthPage, authPageStyles } from '../../../lib/auth-page';
import { NewPasswordForm } from './new-password-form';
import { readResetLinkError } from '../utils/reset-link-error';
import { RequestResetForm } from './request-reset-form';

/**
 * Both halves of a password reset: asking for the e-mail, and (when its link brings the browser back here
 * with a recovery session, see docs/auth.md) choosing the new password.
 */
export function ForgotPasswordPage() {
  const { status, passwordRecovery, sendPasswordReset, updatePassword } = useAuth();
  // Saving the password ends recovery mode; remember the success so the page doesn't flip back.
  const [passwordUpdated, setPasswordUpdated] = useState(false);
  // Read once, as the page opens: a reused or expired reset link says why in the URL's fragment.
  const [linkError] = useState(() => readResetLinkError(window.location.hash));

  if (status === 'loading') return <Spinner label="Checking your sign-in…" />;

  if (passwordUpdated) {
    return (
      <AuthPage title="Password updated">
        <Alert tone="success">Your password has been updated.</Alert>
        <p className={authPageStyles.links}>
          <Link to="/dashboard">Go to your dashboard</Link>
        </p>
      </AuthPage>
    );
  }

  if (passwordRecovery) {
    return (
      <AuthPage title="Set a new password" description="Choose the password you will sign in with from now on.">
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
      title="Reset your password"
      description="Enter the email address of your account and we will send you a link to reset your password."
      footer={
        <p className={authPageStyles.links}>
          <Link to="/login">Back to Sign In</Link>
        </p>
      }
    >
      {linkError && <Alert>{`This password reset link cannot be used: ${linkError}. Request a new link below.`}</Alert>}
      <RequestResetForm onSubmit={(email) => sendPasswordReset(email)} />
    </AuthPage>
  );
}
