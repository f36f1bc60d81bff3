import { authStore } from '@runoff/shared/auth';
import { checkTypedCode } from '../features/join-code';
import type { RemoteLoader } from '../features/remotes';

/** The join pages a phone opens from a QR code or a link: /j/{code} and /polls/{id}/vote. */
const joinRoute = /^\/(j\/[^/]+|polls\/[^/]+\/vote)\/?$/;

export function isJoinRoute(pathname: string): boolean {
  return joinRoute.test(pathname);
}

/**
 * Starts what the opened page will need before React has rendered it. The join page's modal waits on a
 * chain (supabase-js, a sign-in, the code's lookup, the lobby remote, the poll): loading the lobby remote
 * and supabase-js now takes them off that chain, opening the connection to the API now saves the
 * sign-in its handshake, and on /j/{code} the sign-in itself starts (issue 10, docs/performance.md "Lighthouse"). The page's own load later gets the
 * same module from the federation runtime's cache; a failure here is only logged, and that load tries again.
 */
export interface PrefetchContext {
  loader: RemoteLoader;
  apiUrl: string;
  /** The browser holds no session (nothing stored, none in the URL). */
  signedOut: boolean;
  signIn?: () => Promise<unknown>;
}

export function prefetchRoute(pathname: string, { loader, apiUrl, signedOut, signIn = authStore.ensureSession }: PrefetchContext): void {
  if (!isJoinRoute(pathname)) return;
  const preconnect = document.createElement('link');
  preconnect.rel = 'preconnect';
  preconnect.href = new URL(apiUrl).origin;
  // supabase-js's requests carry no credentials: they use the browser's anonymous connections.
  preconnect.crossOrigin = 'anonymous';
  document.head.append(preconnect);
  loader.load('mf_lobby', './join-page').catch((error: unknown) => console.warn('[runoff] prefetching the join page failed', error));
  // /j/{code} signs a visitor without a session in before looking the code up (JoinCodePage): the same
  // sign-in, started now (the lookup then shares it). A malformed code signs nobody in.
  const code = /^\/j\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (signedOut && code !== undefined && 'code' in checkTypedCode(decodePathSegment(code))) {
    signIn().catch(() => {}); // the lookup reports a failure, on the page
  }
}

function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // not a code anyway
  }
}
