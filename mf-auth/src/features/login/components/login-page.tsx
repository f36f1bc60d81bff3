import { Link, Navigate, useLocation, useNavigate } from '@runoff/platform/router';
import { useAuth } from '@runoff/platform/auth';
import { Spinner } from '@runoff/ui';
import { AuthPage, authPageStyles } from '../../../lib/auth-page';
import { useSignInTarget } from '../../../lib/use-sign-in-target';
import { LoginForm } from './login-form';

export function LoginPage() {
  const { status, signIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const target = useSignInTarget();

  if (status === 'loading') return <Spinner label="Checking your sign-in…" />;
  // Already signed in (say, a bookmarked /login): go where signing in would have led.
  if (status === 'signed-in') return <Navigate to={target} replace />;

  return (
    <AuthPage
      title="Sign in to your account"
      footer={
        <p className={authPageStyles.links}>
          Don&apos;t have an account?{' '}
          {/* Carry the pending destination over, so signing up also returns the visitor there. */}
          <Link to="/signup" state={location.state}>
            Sign up
          </Link>
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
