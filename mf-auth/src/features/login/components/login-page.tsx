import type { ReactNode } from 'react';
import { Link, Navigate, useLocation, useNavigate } from '@runoff/platform/router';
import { useAuth } from '@runoff/platform/auth';
import { Spinner } from '@runoff/ui';
import { AuthPage, authPageStyles } from '../../../lib/components/auth-page';
import { useText } from '../../../lib/i18n';
import { useSignInTarget } from '../../../lib/hooks/use-sign-in-target';
import { LoginForm } from './login-form';

export function LoginPage() {
  const { t, rich } = useText();
  const { status, signIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const target = useSignInTarget();

  if (status === 'loading') return <Spinner label={t('common.checkingSignIn')} />;
  // Already signed in (say, a bookmarked /login): go where signing in would have led.
  if (status === 'signed-in') return <Navigate to={target} replace />;

  return (
    <AuthPage
      title={t('login.title')}
      footer={
        <p className={authPageStyles.links}>
          {rich('login.noAccount', {
            // Carry the pending destination over, so signing up also returns the visitor there.
            link: (chunks: ReactNode[]) => (
              <Link key="link" to="/signup" state={location.state}>
                {chunks}
              </Link>
            ),
          })}
        </p>
      }
    >
      <LoginForm
        onSubmit={async (email, password) => {
          await signIn(email, password);
          navigate(target, { replace: true });
        }}
      />
    </AuthPage>
  );
}
