import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from '@runoff/platform/router';
import { useAuth } from '@runoff/platform/auth';
import { Alert, Spinner } from '@runoff/ui';
import { AuthPage, authPageStyles } from '../../../lib/auth-page';
import { useSignInTarget } from '../../../lib/use-sign-in-target';
import { SignUpForm } from './signup-form';

export function SignUpPage() {
  const { status, signUp } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const target = useSignInTarget();
  // A hosted project may require e-mail confirmation: then sign-up gives no session yet.
  const [awaitingConfirmation, setAwaitingConfirmation] = useState(false);

  if (status === 'loading') return <Spinner label="Checking your sign-in…" />;
  if (status === 'signed-in') return <Navigate to={target} replace />;

  return (
    <AuthPage
      title="Create an account"
      footer={
        <p className={authPageStyles.links}>
          Already have an account?{' '}
          <Link to="/login" state={location.state}>
            Sign in
          </Link>
        </p>
      }
    >
      {awaitingConfirmation ? (
        <Alert tone="success">Check your email inbox to confirm your account, then sign in.</Alert>
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
