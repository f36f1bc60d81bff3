import type { CountedResults } from '../../../lib/utils/poll-results';
import { RpcRequestError } from '@runoff/platform/supabase';
import type { EmbedConnection } from './embed-connection';
import type { PollSummary } from './poll-summary';
import type { PublicPollHandlers } from './public-poll-channel';

export type EmbedView =
  | { kind: 'loading' }
  | { kind: 'open'; summary: PollSummary }
  | { kind: 'completed'; counted: CountedResults }
  /** `seen`: the poll was shown before it went (deleted while watched) rather than never found. */
  | { kind: 'deleted'; seen: boolean }
  | { kind: 'failed'; message: string };

export interface EmbedState {
  view: EmbedView;
  /** The last request failed; the view is the last one that loaded and a retry is scheduled. */
  offline: boolean;
  /** Joined to the public topic: changes arrive as they happen. */
  live: boolean;
}

export interface WatchPollDeps {
  connection: () => Promise<EmbedConnection>;
  getSummary: (connection: EmbedConnection, pollId: string) => Promise<PollSummary>;
  getResults: (connection: EmbedConnection, pollId: string) => Promise<CountedResults>;
  subscribe: (connection: EmbedConnection, pollId: string, handlers: PublicPollHandlers) => () => void;
  /** The window to hear 'online' from; absent in tests. */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

/** Waits between retries after failures: 1 s doubling to 30 s. */
export function retryDelayMs(failures: number): number {
  return Math.min(1000 * 2 ** Math.max(0, failures - 1), 30_000);
}
/** How soon after an event the database is re-read (and at most how often, whatever the topic carries). */
export const SETTLE_MS = 500;
/** While the topic cannot be joined (e.g. a project that refuses public channels), poll this often. */
const FALLBACK_POLL_MS = 15_000;
/**
 * While live, the summary is still read again about this often (±25%, so that a page's viewers do not all
 * ask at once): one lost event (a deletion, the end of voting, the last count) is never left standing.
 */
export const LIVE_REREAD_MS = 30_000;

/** The wait before the next read of an open poll by itself: the fallback's, or a spread re-read while live. */
function rereadDelayMs(live: boolean, random: () => number = Math.random): number {
  return live ? Math.round(LIVE_REREAD_MS * (0.75 + random() / 2)) : FALLBACK_POLL_MS;
}

function errorText(error: unknown): string {
  if (error instanceof Error && error.message) {
    return /failed to fetch|networkerror|load failed|fetch failed/i.test(error.message)
      ? 'Could not reach the server. Retrying…'
      : error.message;
  }
  return 'Could not load the results. Retrying…';
}

/**
 * Keeps one poll's embedded view current: reads the summary (and the results once completed), follows
 * the public topic, re-reads after every (re)join so nothing missed while offline stays missed, now and
 * then while live so that no lost event leaves it wrong, retries failures with backoff and polls more
 * often when the topic is unreachable. Returns stop().
 */
export function watchPoll(pollId: string, deps: WatchPollDeps, onChange: (state: EmbedState) => void): () => void {
  let state: EmbedState = { view: { kind: 'loading' }, offline: false, live: false };
  let stopped = false;
  let running = false;
  let again = false;
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let settleTimer: ReturnType<typeof setTimeout> | undefined = undefined;
  let unsubscribe: (() => void) | undefined;

  const set = (next: Partial<EmbedState>) => {
    if (stopped) return;
    state = { ...state, ...next };
    onChange(state);
  };
  const wasShown = () => state.view.kind === 'open' || state.view.kind === 'completed';

  async function refresh(): Promise<void> {
    if (stopped || state.view.kind === 'deleted') return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    clearTimeout(retryTimer);
    try {
      const connection = await deps.connection();
      unsubscribe ??= deps.subscribe(connection, pollId, handlers);
      const summary = await deps.getSummary(connection, pollId);
      if (summary.status === 'completed') {
        // Results do not change after the end: read and count them once.
        if (state.view.kind !== 'completed') set({ view: { kind: 'completed', counted: await deps.getResults(connection, pollId) } });
      } else {
        set({ view: { kind: 'open', summary } });
      }
      failures = 0;
      set({ offline: false });
    } catch (error) {
      if (error instanceof RpcRequestError && error.code === 'PT404') {
        set({ view: { kind: 'deleted', seen: wasShown() }, offline: false });
        unsubscribe?.();
        unsubscribe = undefined;
        return;
      }
      failures += 1;
      set(state.view.kind === 'loading' || state.view.kind === 'failed' ? { view: { kind: 'failed', message: errorText(error) }, offline: true } : { offline: true });
      retryTimer = setTimeout(() => void refresh(), retryDelayMs(failures));
    } finally {
      running = false;
      if (again && !stopped) {
        again = false;
        void refresh();
      }
    }
  }

  // Any client may broadcast on a public topic, so an event is only a reason to re-read the database,
  // at most once per SETTLE_MS however many arrive: a forged "poll_deleted" or vote count changes nothing.
  const soon = () => {
    settleTimer ??= setTimeout(() => {
      settleTimer = undefined;
      void refresh();
    }, SETTLE_MS);
  };
  const handlers: PublicPollHandlers = {
    onEvent(event) {
      if (event === 'votes_cast' || event === 'status_changed' || event === 'poll_deleted') soon();
    },
    onLive(live) {
      const changed = live !== state.live;
      set({ live });
      if (!changed) return;
      scheduleReread(); // at the pace of the new state
      // Whatever happened while the socket was down (votes, the end, a deletion) is read back now.
      if (live) void refresh();
    },
  };

  // Events are hints that may be lost (hosted Realtime drops database broadcasts over a project's rate):
  // an open poll is read again by itself, often while the topic is out of reach, now and then while live.
  let rereadTimer: ReturnType<typeof setTimeout> | undefined;
  function scheduleReread(): void {
    clearTimeout(rereadTimer);
    rereadTimer = setTimeout(() => {
      if (state.view.kind === 'open') void refresh();
      if (!stopped) scheduleReread();
    }, rereadDelayMs(state.live));
  }
  scheduleReread();
  const onOnline = () => void refresh();
  deps.events?.addEventListener('online', onOnline);

  void refresh();
  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    clearTimeout(settleTimer);
    clearTimeout(rereadTimer);
    deps.events?.removeEventListener('online', onOnline);
    unsubscribe?.();
  };
}
