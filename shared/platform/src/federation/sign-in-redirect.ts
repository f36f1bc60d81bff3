/**
 * How a protected page and the login page agree on where to go after signing in.
 * The shell's guard redirects to /login with `state: { from: '/polls/42?tab=results' }`; the login and
 * sign-up pages navigate to `signInRedirectTarget(location.state)` on success.
 */
export interface SignInRedirectState {
  /** Path (with search and hash) the visitor was trying to open. */
  from: string;
}

export const defaultSignedInPath = '/dashboard';

/** Where to go after signing in. Only same-origin paths are honoured, so the state can't send users off-site. */
export function signInRedirectTarget(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('from' in state)) return defaultSignedInPath;
  const { from } = state as { from: unknown };
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) {
    return defaultSignedInPath;
  }
  const path = from.split(/[?#]/)[0];
  if (path === '/login' || path === '/signup') return defaultSignedInPath;
  return from;
}
