import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RpcRequestError } from '@runoff/platform/supabase';
import type { PublicPollHandlers } from './public-poll-channel';
import { parseSessionEmbed, type SessionEmbedSummary } from './session-embed';
import { SETTLE_MS } from './watch-poll';
import { watchSession, type SessionEmbedState, type WatchSessionDeps } from './watch-session';

const connection = { supabaseUrl: 'http://db.test', anonKey: 'anon' };
const at = (current: SessionEmbedSummary['current']): SessionEmbedSummary => ({ sessionId: 's1', title: 'Town hall', questionCount: 2, current });
const hidden = at({ questionId: null, number: 1, title: 'Which colour?', resultsShown: false });
const shown = at({ questionId: 'q1', number: 1, title: 'Which colour?', resultsShown: true });

function fakeBackend() {
  let summary: SessionEmbedSummary | Error = at(null);
  let handlers: PublicPollHandlers | undefined;
  const topics: string[] = [];
  const deps: WatchSessionDeps = {
    connection: () => Promise.resolve(connection),
    getSummary: vi.fn(() => (summary instanceof Error ? Promise.reject(summary) : Promise.resolve(summary))),
    subscribe: (_connection, topic, given) => {
      topics.push(topic);
      handlers = given;
      return () => (handlers = undefined);
    },
  };
  return { deps, topics, set: (next: SessionEmbedSummary | Error) => (summary = next), topic: () => handlers! };
}

describe('watchSession', () => {
  let states: SessionEmbedState[];
  const last = () => states[states.length - 1]!;
  beforeEach(() => {
    vi.useFakeTimers();
    states = [];
  });
  afterEach(() => vi.useRealTimers());

  it("follows the session's public topic: each move is read again once, shortly after", async () => {
    const backend = fakeBackend();
    const stop = watchSession('s1', backend.deps, (state) => states.push(state));
    await vi.advanceTimersByTimeAsync(0);
    expect(backend.topics).toEqual(['session-public:s1']);
    expect(last().view).toEqual({ kind: 'session', summary: at(null) });

    backend.set(hidden);
    backend.topic().onEvent('session_changed', { sessionId: 's1' });
    backend.topic().onEvent('session_changed', { sessionId: 's1' });
    const reads = vi.mocked(backend.deps.getSummary).mock.calls.length;
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    expect(vi.mocked(backend.deps.getSummary).mock.calls.length).toBe(reads + 1);
    expect(last().view).toEqual({ kind: 'session', summary: hidden });

    backend.set(shown);
    backend.topic().onEvent('something_else', {});
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    expect(last().view).toEqual({ kind: 'session', summary: hidden });
    backend.topic().onEvent('session_changed', {});
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    expect(last().view).toEqual({ kind: 'session', summary: shown });
    stop();
  });

  it('says the session is gone when it is deleted while shown, and keeps what it showed while offline', async () => {
    const backend = fakeBackend();
    backend.set(hidden);
    const stop = watchSession('s1', backend.deps, (state) => states.push(state));
    await vi.advanceTimersByTimeAsync(0);
    backend.set(new TypeError('Failed to fetch'));
    backend.topic().onEvent('session_changed', {});
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    expect(last()).toMatchObject({ view: { kind: 'session', summary: hidden }, offline: true });
    backend.set(new RpcRequestError('Session not found', 404, 'PT404', 'session.not_found'));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(last()).toMatchObject({ view: { kind: 'gone', seen: true }, offline: false });
    stop();
  });
});

describe('parseSessionEmbed', () => {
  it("keeps a question's id only while its results are shown", () => {
    const current = { questionId: 'q1', number: 1, title: 'Which colour?', voting: 'closed', resultsShown: false };
    expect(parseSessionEmbed({ sessionId: 's1', title: 'T', questionCount: 2, current }).current).toEqual({ questionId: null, number: 1, title: 'Which colour?', resultsShown: false });
    expect(parseSessionEmbed({ sessionId: 's1', title: 'T', questionCount: 2, current: { ...current, resultsShown: true } }).current?.questionId).toBe('q1');
    expect(() => parseSessionEmbed(null)).toThrow();
  });
});
