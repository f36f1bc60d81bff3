import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@runoff/platform/router';
import { useAuth } from '@runoff/platform/auth';
import type { SignInRedirectState } from '@runoff/platform/federation';
import { Spinner } from '@runoff/ui';
import { useText } from '../lib/i18n';

/**
 * Pages that need a user. Without one, go to /login carrying where the visitor was going; mf-auth's login
 * page sends them back there (signInRedirectTarget) after signing in.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const location = useLocation();
  const { t } = useText();

  if (status === 'loading') return <Spinner label={t('auth.checking')} />;
  if (status !== 'signed-in') {
    const state: SignInRedirectState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to="/login" replace state={state} />;
  }
  return children;
}
