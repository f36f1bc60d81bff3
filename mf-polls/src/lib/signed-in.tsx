import type { ReactNode } from 'react';
import { Link } from '@runoff/platform/router';
import { useAuth, type AuthUser } from '@runoff/platform/auth';
import { Alert, Spinner } from '@runoff/ui';

/**
 * Gives a page the signed-in user. The shell already guards these routes; this covers the standalone
 * page and the moment before the first session check finishes.
 */
export function SignedIn({ children }: { children: (user: AuthUser) => ReactNode }) {
  const { status, user } = useAuth();
  if (status === 'loading') return <Spinner label="Checking your session…" />;
  if (!user) {
    return (
      <Alert tone="info">
        Please <Link to="/login">log in</Link> to see your polls.
      </Alert>
    );
  }
  return children(user);
}
