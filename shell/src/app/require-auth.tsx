import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@runoff/platform/router';
import { useAuth } from '@runoff/platform/auth';
import type { SignInRedirectState } from '@runoff/platform/federation';
import { Spinner } from '@runoff/ui';

/**
 * Pages that need a user. Without one, go to /login carrying where the visitor was going; mf-auth's login
 * page sends them back there (signInRedirectTarget) after signing in.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const location = useLocation();

  if (status === 'loading') return <Spinner label="Checking your sign-in…" />;
  if (status !== 'signed-in') {
    const state: SignInRedirectState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to="/login" replace state={state} />;
  }
  return children;
}
