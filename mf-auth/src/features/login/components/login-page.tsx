import type { ReactNode } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from '@runoff/platform/router';
import { useAuth } from '@runoff/platform/auth';
import { Spinner } from '@runoff/ui';
import { AuthPage, authPageStyles } from '../../../lib/components/auth-page';
import { useText } from '../../../lib/i18n';
import { useSignInTarget } from '../../../lib/hooks/use-sign-in-target';
import { sendSignInCode, signInWithCode } from '../api/code-sign-in';
import { CodeSignInForm } from './code-sign-in-form';
import { LoginForm } from './login-form';

/**
 * Sign-in with a password, or (`/login?method=code`, a link a list poll can give its voters) with a code
 * from an e-mail. Both keep `?redirectTo=` and the guard's pending destination.
 */
export function LoginPage() {
  const { t, rich } = useText();
  const { status, signIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const target = useSignInTarget();
  const byCode = searchParams.get('method') === 'code';

  if (status === 'loading') return <Spinner label={t('common.checkingSignIn')} />;
  // Already signed in (say, a bookmarked /login): go where signing in would have led.
  if (status === 'signed-in') return <Navigate to={target} replace />;

  const loginUrl = (code: boolean) => {
    const next = new URLSearchParams(searchParams);
    if (code) next.set('method', 'code');
    else next.delete('method');
    const query = next.toString();
    return `/login${query ? `?${query}` : ''}`;
  };
  const switchLink = (code: boolean, label: string) => (
    <Link className={authPageStyles.tapLink} to={loginUrl(code)} state={location.state}>
      {label}
    </Link>
  );

  if (byCode) {
    return (
      <AuthPage
        title={t('codeSignIn.title')}
        description={t('codeSignIn.description')}
        footer={<p className={authPageStyles.links}>{switchLink(false, t('codeSignIn.withPassword'))}</p>}
      >
        <CodeSignInForm
          onSendCode={sendSignInCode}
          onVerify={async (email, code) => {
            await signInWithCode(email, code);
            navigate(target, { replace: true });
          }}
        />
      </AuthPage>
    );
  }

  return (
    <AuthPage
      title={t('login.title')}
      footer={
        <>
          <p className={authPageStyles.links}>{switchLink(true, t('codeSignIn.link'))}</p>
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
        </>
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
