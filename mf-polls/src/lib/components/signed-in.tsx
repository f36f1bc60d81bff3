import type { ReactNode } from 'react';
import { Link } from '@runoff/platform/router';
import { useAuth, type AuthUser } from '@runoff/platform/auth';
import { Alert, Spinner } from '@runoff/ui';
import { useText } from '../i18n';

/**
 * Gives a page the signed-in user. The shell already guards these routes; this covers the standalone
 * page and the moment before the first session check finishes.
 */
export function SignedIn({ children }: { children: (user: AuthUser) => ReactNode }) {
  const { status, user } = useAuth();
  const { t, rich } = useText();
  if (status === 'loading') return <Spinner label={t('session.checking')} />;
  if (!user) {
    return (
      <Alert tone="info">
        {rich('session.logIn', {
          link: (chunks) => (
            <Link key="login" to="/login">
              {chunks}
            </Link>
          ),
        })}
      </Alert>
    );
  }
  return children(user);
}
