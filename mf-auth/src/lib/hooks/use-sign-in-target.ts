import { useLocation, useSearchParams } from '@runoff/platform/router';
import { signInRedirectTarget } from '@runoff/platform/federation';

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
