import { startRpcEarly } from '@runoff/platform/supabase';
import { startEarlyLookup } from '../features/join-code';
import type { RemoteLoader } from '../features/remotes';
import { JOIN_CODE_ROUTE, JOIN_LINK_ROUTE } from './join-routes';

export interface PrefetchContext {
  loader: RemoteLoader;
  apiUrl: string;
  /** The browser holds no session (nothing stored, none in the URL). */
  signedOut: boolean;
  /** mf_lobby's manifest (runtime-config.json's remotes), fetched first when its page loads. */
  lobbyManifest?: string;
}

/**
 * Starts what the opened page will need before React has rendered it. The Join Poll modal waits on the
 * poll's read (the code's lookup on /j/{code}, get_poll on /polls/{id}/vote) and the lobby remote: both
 * start now, side by side (on /j/{code} the remote's page once the lookup says which), and the connection to the API opens now (issue 10, docs/performance.md
 * "Lighthouse"; issue 20 for the join link). The page's own load later gets the same module from the
 * federation runtime's cache and the same answer from the early call; a failure here is only logged, and
 * that load tries again.
 */
export function prefetchRoute(pathname: string, { loader, apiUrl, signedOut, lobbyManifest }: PrefetchContext): void {
  const code = JOIN_CODE_ROUTE.exec(pathname)?.[1];
  const pollId = JOIN_LINK_ROUTE.exec(pathname)?.[1];
  if (code === undefined && pollId === undefined) return;
  // supabase-js's requests carry no credentials: they use the browser's anonymous connections.
  document.head.append(link('preconnect', new URL(apiUrl).origin));
  // /j/{code}: the code's lookup starts now, without a session (JoinCodePage takes its answer), and the page
  // it leads to loads once it answers: a session's room does not fetch the join page's code (issue 32).
  const leadsTo = code !== undefined ? startEarlyLookup(decodePathSegment(code), signedOut) : null;
  const prefetch = (module: './join-page' | './session-page') =>
    loader.load('mf_lobby', module).catch((error: unknown) => console.warn(`[runoff] prefetching mf_lobby's ${module} failed`, error));
  if (leadsTo) {
    // Meanwhile the remote's manifest, the first of its round trips, comes as the federation runtime asks for
    // it (fetch(url, {}): CORS, no credentials across origins), so the wait costs the join page little.
    if (lobbyManifest) document.head.append(link('preload', lobbyManifest, 'fetch'));
    void leadsTo.then((to) => prefetch(to === 'session' ? './session-page' : './join-page'));
  } else {
    void prefetch('./join-page');
  }
  // /polls/{id}/vote: the join page's get_poll starts now, without a session (as the page itself would call
  // it: a visitor with a session is left to the page, which calls with it once supabase-js has loaded).
  if (pollId !== undefined && signedOut) startRpcEarly('get_poll', { poll_id: decodePathSegment(pollId) });
}

function link(rel: 'preconnect' | 'preload', href: string, as?: 'fetch'): HTMLLinkElement {
  const element = document.createElement('link');
  element.rel = rel;
  element.href = href;
  if (as) element.as = as;
  element.crossOrigin = 'anonymous';
  return element;
}

function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // not a code anyway
  }
}
