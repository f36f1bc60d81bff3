import { useState, type ReactNode } from 'react';
import { Link, Navigate, useLocation, useNavigate } from '@runoff/platform/router';
import { useAuth } from '@runoff/platform/auth';
import { Alert, Spinner } from '@runoff/ui';
import { AuthPage, authPageStyles } from '../../../lib/components/auth-page';
import { useText } from '../../../lib/i18n';
import { useSignInTarget } from '../../../lib/hooks/use-sign-in-target';
import { SignUpForm } from './signup-form';

export function SignUpPage() {
  const { t, rich } = useText();
  const { status, signUp } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const target = useSignInTarget();
  // A hosted project may require e-mail confirmation: then sign-up gives no session yet.
  const [awaitingConfirmation, setAwaitingConfirmation] = useState(false);

  if (status === 'loading') return <Spinner label={t('common.checkingSignIn')} />;
  if (status === 'signed-in') return <Navigate to={target} replace />;

  return (
    <AuthPage
      title={t('signup.title')}
      footer={
        <p className={authPageStyles.links}>
          {rich('signup.haveAccount', {
            link: (chunks: ReactNode[]) => (
              <Link key="link" to="/login" state={location.state}>
                {chunks}
              </Link>
            ),
          })}
        </p>
      }
    >
      {awaitingConfirmation ? (
        <Alert tone="success">{t('signup.confirmEmail')}</Alert>
      ) : (
        <SignUpForm
          onSubmit={async (username, email, password) => {
            const { signedIn } = await signUp(username, email, password);
            if (signedIn) navigate(target, { replace: true });
            else setAwaitingConfirmation(true);
          }}
        />
      )}
    </AuthPage>
  );
}
