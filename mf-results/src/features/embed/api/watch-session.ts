import { toFailure, type Failure } from '@runoff/platform/i18n';
import type { EmbedConnection } from './embed-connection';
import type { PublicPollHandlers } from './public-poll-channel';
import type { SessionEmbedSummary } from './session-embed';
import { LIVE_REREAD_MS, retryDelayMs, SETTLE_MS } from './watch-poll';

type SessionEmbedView =
  | { kind: 'loading' }
  | { kind: 'session'; summary: SessionEmbedSummary }
  /** `seen`: the session was shown before it went rather than never found. */
  | { kind: 'gone'; seen: boolean }
  | { kind: 'failed'; failure: Failure };

export interface SessionEmbedState {
  view: SessionEmbedView;
  offline: boolean;
  live: boolean;
}

export interface WatchSessionDeps {
  connection: () => Promise<EmbedConnection>;
  getSummary: (connection: EmbedConnection, sessionId: string) => Promise<SessionEmbedSummary>;
  subscribe: (connection: EmbedConnection, topic: string, handlers: PublicPollHandlers) => () => void;
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

/** Without the topic, the session is read this often; while live, about every LIVE_REREAD_MS (±25%). */
const FALLBACK_POLL_MS = 15_000;

/**
 * Keeps an embedded session current (docs/embedding.md, "A session"): reads get_session_embed, follows
 * session-public:<id>, whose events only make it read again (at most once per SETTLE_MS), reads again on
 * every (re)join, now and then, on `online`, and after failures with the poll embed's backoff. The shown
 * question's results are the poll embed's own watch (watchPoll), started by the view. Returns stop().
 */
export function watchSession(sessionId: string, deps: WatchSessionDeps, onChange: (state: SessionEmbedState) => void): () => void {
  let state: SessionEmbedState = { view: { kind: 'loading' }, offline: false, live: false };
  let stopped = false;
  let running = false;
  let again = false;
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let settleTimer: ReturnType<typeof setTimeout> | undefined;
  let rereadTimer: ReturnType<typeof setTimeout> | undefined;
  let unsubscribe: (() => void) | undefined;

  const set = (next: Partial<SessionEmbedState>) => {
    if (stopped) return;
    state = { ...state, ...next };
    onChange(state);
  };

  async function refresh(): Promise<void> {
    if (stopped || state.view.kind === 'gone') return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    clearTimeout(retryTimer);
    try {
      const connection = await deps.connection();
      unsubscribe ??= deps.subscribe(connection, `session-public:${sessionId}`, handlers);
      set({ view: { kind: 'session', summary: await deps.getSummary(connection, sessionId) }, offline: false });
      failures = 0;
    } catch (error) {
      const failure = toFailure(error);
      if (failure.id === 'session.not_found') {
        set({ view: { kind: 'gone', seen: state.view.kind === 'session' }, offline: false });
        unsubscribe?.();
        unsubscribe = undefined;
        return;
      }
      failures += 1;
      set(state.view.kind === 'session' ? { offline: true } : { view: { kind: 'failed', failure }, offline: true });
      retryTimer = setTimeout(() => void refresh(), retryDelayMs(failures));
    } finally {
      running = false;
      if (again && !stopped) {
        again = false;
        void refresh();
      }
    }
  }

  const handlers: PublicPollHandlers = {
    onEvent(event) {
      if (event !== 'session_changed' && event !== 'session_deleted') return;
      settleTimer ??= setTimeout(() => {
        settleTimer = undefined;
        void refresh();
      }, SETTLE_MS);
    },
    onLive(live) {
      const changed = live !== state.live;
      set({ live });
      if (!changed) return;
      scheduleReread();
      if (live) void refresh();
    },
  };

  function scheduleReread(): void {
    clearTimeout(rereadTimer);
    const wait = state.live ? Math.round(LIVE_REREAD_MS * (0.75 + Math.random() / 2)) : FALLBACK_POLL_MS;
    rereadTimer = setTimeout(() => {
      void refresh();
      if (!stopped) scheduleReread();
    }, wait);
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
