import { RpcRequestError } from '@runoff/platform/supabase';
import { renderHook, waitFor } from '@testing-library/react';
import { pollFixture, pollOptions } from '@runoff/test-utils';
import { PREPARE_JOIN_AFTER_MS, useJoin } from './use-join';

const getPoll = vi.hoisted(() => vi.fn());
vi.mock('@runoff/poll-reads', () => ({ getPoll }));
const ensureSession = vi.hoisted(() => vi.fn(() => Promise.resolve({ uid: 'participant-1' })));
const auth = vi.hoisted(() => ({ current: { status: 'signed-out', user: null as unknown, sessionUser: null as unknown } }));
vi.mock('@runoff/platform/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@runoff/platform/auth')>()),
  useAuth: () => ({ ...auth.current, ensureSession }),
}));
const joinPoll = vi.hoisted(() => vi.fn());
vi.mock('../api/join-poll', () => ({ joinPoll }));

const poll = pollFixture({ id: 'poll-1', title: 'Lunch', description: '', category: '', options: pollOptions('Soup', 'Salad'), createdBy: 'host-1' });

beforeEach(() => {
  auth.current = { status: 'signed-out', user: null, sessionUser: null };
  joinPoll.mockReset();
  getPoll.mockReset();
  ensureSession.mockClear();
  localStorage.clear();
});

describe('useJoin', () => {
  it('reads the poll and asks a visitor to join', async () => {
    getPoll.mockResolvedValue(poll);
    const { result } = renderHook(() => useJoin('poll-1'));
    await waitFor(() => expect(result.current.state.step).toBe('asking'));
    expect(result.current.poll?.title).toBe('Lunch');
    expect(getPoll).toHaveBeenCalledExactlyOnceWith('poll-1');
  });

  it('starts from the poll the shell resolved with the join code, without reading it again', async () => {
    const { result } = renderHook(() => useJoin('poll-1', { ...poll, title: 'Lunch (from the code)' }));
    await waitFor(() => expect(result.current.state.step).toBe('asking'));
    expect(result.current.poll?.title).toBe('Lunch (from the code)');
    expect(getPoll).not.toHaveBeenCalled();
  });

  it('reads the poll itself when the one handed over belongs to another poll', async () => {
    getPoll.mockResolvedValue(poll);
    const { result } = renderHook(() => useJoin('poll-1', { ...poll, id: 'poll-2' }));
    await waitFor(() => expect(result.current.state.step).toBe('asking'));
    expect(getPoll).toHaveBeenCalledExactlyOnceWith('poll-1');
  });

  it('asks an account whose name the database refuses for another one, showing why', async () => {
    const account = { uid: 'account-1', displayName: 'Host', email: 'h@example.com', isAnonymous: false };
    auth.current = { status: 'signed-in', user: account, sessionUser: account };
    joinPoll.mockRejectedValue(new RpcRequestError('any words', 400, '22023', 'name.reserved', { field: 'name', name: 'Host' }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderHook(() => useJoin('poll-1', poll));
    await waitFor(() => expect(result.current.state).toMatchObject({ step: 'asking', failure: { nameProblem: true, failure: { id: 'name.reserved', values: { field: 'name', name: 'Host' } } } }));
    expect(joinPoll).toHaveBeenCalledExactlyOnceWith('poll-1', 'Host');
  });

  it('starts the sign-in "Join" needs a moment after the modal shows, not before', async () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useJoin('poll-1', poll));
    await vi.waitFor(() => expect(result.current.state.step).toBe('asking'));
    expect(ensureSession).not.toHaveBeenCalled();
    // The modal's first frame, then the moment after it.
    await vi.advanceTimersByTimeAsync(PREPARE_JOIN_AFTER_MS + 20);
    expect(ensureSession).toHaveBeenCalledOnce();
    vi.useRealTimers();
  });
});
