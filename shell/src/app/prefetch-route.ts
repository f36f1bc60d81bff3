import type { RemoteLoader } from '../features/remotes';

/** The join pages a phone opens from a QR code or a link: /j/{code} and /polls/{id}/vote. */
const joinRoute = /^\/(j\/[^/]+|polls\/[^/]+\/vote)\/?$/;

/**
 * Starts what the opened page will need before React has rendered it. The join page's modal waits on a
 * chain (supabase-js, a sign-in, the code's lookup, the lobby remote, the poll): loading the lobby remote
 * and supabase-js now takes them off that chain (issue 10, docs/performance.md "Lighthouse"). The page's own
 * load later gets the same module from the federation runtime's cache; a failure here is only logged, and
 * that load tries again.
 */
export function prefetchRoute(pathname: string, loader: RemoteLoader): void {
  if (!joinRoute.test(pathname)) return;
  loader.load('mf_lobby', './join-page').catch((error: unknown) => console.warn('[runoff] prefetching the join page failed', error));
}
