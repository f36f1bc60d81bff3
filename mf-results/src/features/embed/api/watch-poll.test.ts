import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { filmResults } from '@runoff/test-utils';
import { countResults } from '../../../../tests/support/count-results';

const countedFilms = () => countResults(filmResults());
import { RpcRequestError } from '@runoff/platform/supabase';
import type { PollSummary } from './poll-summary';
import type { PublicPollHandlers } from './public-poll-channel';
import { LIVE_REREAD_MS, retryDelayMs, SETTLE_MS, watchPoll, type EmbedState, type WatchPollDeps } from './watch-poll';

const connection = { supabaseUrl: 'http://db.test', anonKey: 'anon' };
const open = (totalVotes: number): PollSummary => ({ pollId: 'poll-1', title: 'Films', status: 'voting', totalVotes });

/** The network and the topic, driven by the test. */
function fakeBackend() {
  let summary: PollSummary | Error = open(0);
  let handlers: PublicPollHandlers | undefined;
  const deps: WatchPollDeps = {
    connection: () => Promise.resolve(connection),
    getSummary: vi.fn(() => (summary instanceof Error ? Promise.reject(summary) : Promise.resolve(summary))),
    getResults: vi.fn(() => Promise.resolve(countedFilms())),
    subscribe: (_connection, _pollId, given) => {
      handlers = given;
      return () => (handlers = undefined);
    },
  };
  return {
    deps,
    set: (next: PollSummary | Error) => (summary = next),
    topic: () => handlers!,
  };
}

describe('watchPoll', () => {
  let states: EmbedState[];
  const last = () => states[states.length - 1]!;
  beforeEach(() => {
    vi.useFakeTimers();
    states = [];
  });
  afterEach(() => vi.useRealTimers());

  it('shows the live count, follows votes_cast, and switches to the results when the poll completes', async () => {
    const backend = fakeBackend();
    backend.set(open(2));
    const stop = watchPoll('poll-1', backend.deps, (state) => states.push(state));
    await vi.advanceTimersByTimeAsync(0);
    expect(last().view).toEqual({ kind: 'open', summary: open(2) });

    backend.topic().onLive(true);
    await vi.advanceTimersByTimeAsync(0);
    backend.set(open(4));
    backend.topic().onEvent('votes_cast', { pollId: 'poll-1', totalVotes: 3 });
    backend.topic().onEvent('votes_cast', { pollId: 'poll-1', totalVotes: 4 });
    // The topic's numbers are hints: the database is re-read once, shortly after.
    expect(last().view).toEqual({ kind: 'open', summary: open(2) });
    const reads = vi.mocked(backend.deps.getSummary).mock.calls.length;
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    expect(last().view).toEqual({ kind: 'open', summary: open(4) });
    expect(vi.mocked(backend.deps.getSummary).mock.calls.length).toBe(reads + 1);

    backend.set({ ...open(4), status: 'completed' });
    backend.topic().onEvent('status_changed', { pollId: 'poll-1', status: 'completed' });
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    expect(last().view).toMatchObject({ kind: 'completed', counted: { results: { poll: { title: 'Best film' } } } });
    stop();
  });

  it('recovers by itself when the network drops, keeping what it showed meanwhile', async () => {
    const backend = fakeBackend();
    backend.set(open(1));
    const stop = watchPoll('poll-1', backend.deps, (state) => states.push(state));
    await vi.advanceTimersByTimeAsync(0);
    backend.topic().onLive(true);
    await vi.advanceTimersByTimeAsync(0);

    backend.topic().onLive(false);
    backend.set(new TypeError('Failed to fetch'));
    window.dispatchEvent(new Event('online')); // not listened to here: no events given
    backend.topic().onLive(true); // the socket is back before the API: a re-read fails...
    await vi.advanceTimersByTimeAsync(0);
    expect(last()).toMatchObject({ offline: true, view: { kind: 'open', summary: open(1) } });

    backend.set(open(5)); // ...and the retry after the backoff finds the votes cast meanwhile.
    await vi.advanceTimersByTimeAsync(retryDelayMs(1));
    expect(last()).toMatchObject({ offline: false, view: { kind: 'open', summary: open(5) } });
    stop();
  });

  it('keeps retrying a first load that fails, with growing waits', async () => {
    const backend = fakeBackend();
    backend.set(new TypeError('Failed to fetch'));
    const stop = watchPoll('poll-1', backend.deps, (state) => states.push(state));
    await vi.advanceTimersByTimeAsync(0);
    expect(last().view).toEqual({ kind: 'failed', message: 'Could not reach the server. Retrying…' });
    await vi.advanceTimersByTimeAsync(retryDelayMs(1) + retryDelayMs(2));
    expect(backend.deps.getSummary).toHaveBeenCalledTimes(3);
    backend.set(open(0));
    await vi.advanceTimersByTimeAsync(retryDelayMs(3));
    expect(last().view).toEqual({ kind: 'open', summary: open(0) });
    expect(retryDelayMs(50)).toBe(30_000);
    stop();
  });

  it('says the poll was deleted when the database says so, not because the public topic does', async () => {
    const watched = fakeBackend();
    const stop = watchPoll('poll-1', watched.deps, (state) => states.push(state));
    await vi.advanceTimersByTimeAsync(0);
    // Anyone may broadcast on a public topic: a forged deletion is checked and ignored.
    watched.topic().onEvent('poll_deleted', { pollId: 'poll-1' });
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    expect(last().view).toEqual({ kind: 'open', summary: open(0) });
    watched.set(new RpcRequestError('Poll not found', 404, 'PT404'));
    watched.topic().onEvent('poll_deleted', { pollId: 'poll-1' });
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    expect(last().view).toEqual({ kind: 'deleted', seen: true });
    stop();

    const missing = fakeBackend();
    missing.set(new RpcRequestError('Poll not found', 404, 'PT404'));
    const stopMissing = watchPoll('poll-2', missing.deps, (state) => states.push(state));
    await vi.advanceTimersByTimeAsync(0);
    expect(last().view).toEqual({ kind: 'deleted', seen: false });
    stopMissing();
  });

  it('is not left wrong by one lost event: the deletion and the end of voting are read back while live', async () => {
    const deleting = fakeBackend();
    const stop = watchPoll('poll-1', deleting.deps, (state) => states.push(state));
    await vi.advanceTimersByTimeAsync(0);
    deleting.topic().onLive(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(last()).toMatchObject({ live: true, view: { kind: 'open' } });
    // The host deletes the poll; its poll_deleted never reaches this page (dropped on the way).
    deleting.set(new RpcRequestError('Poll not found', 404, 'PT404'));
    await vi.advanceTimersByTimeAsync(LIVE_REREAD_MS * 0.7);
    expect(last().view.kind).toBe('open');
    await vi.advanceTimersByTimeAsync(LIVE_REREAD_MS * 0.6);
    expect(last().view).toEqual({ kind: 'deleted', seen: true });
    stop();

    const ending = fakeBackend();
    const stopEnding = watchPoll('poll-2', ending.deps, (state) => states.push(state));
    await vi.advanceTimersByTimeAsync(0);
    ending.topic().onLive(true);
    ending.set({ ...open(3), status: 'completed' }); // status_changed lost too
    await vi.advanceTimersByTimeAsync(LIVE_REREAD_MS * 1.25);
    expect(last().view).toMatchObject({ kind: 'completed' });
    stopEnding();
  });
});
