import { useLocation, useSearchParams } from '@runoff/shared/router';
import { signInRedirectTarget } from '@runoff/shared/federation';

/**
 * Where to go once signed in: the page the shell's guard bounced the visitor from (`location.state.from`),
 * else a `?redirectTo=` path, else /dashboard. Only same-origin paths are honoured.
 */
export function useSignInTarget(): string {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const redirectTo = searchParams.get('redirectTo');
  return signInRedirectTarget(location.state ?? (redirectTo ? { from: redirectTo } : null));
}
