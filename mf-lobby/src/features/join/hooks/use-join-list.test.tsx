import { act, renderHook, waitFor } from '@testing-library/react';
import { pollFixture, pollOptions } from '@runoff/test-utils';
import { failure, FailureError } from '@runoff/platform/i18n';
import { RpcRequestError } from '@runoff/platform/supabase';
import { storeHoldsVotingCode, storeParticipantId } from '../../../lib/utils/participant-storage';
import { useJoin } from './use-join';

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
const redeemVotingCode = vi.hoisted(() => vi.fn());
vi.mock('../api/redeem-voting-code', () => ({ redeemVotingCode }));

const listPoll = pollFixture({ id: 'poll-1', options: pollOptions('Ada', 'Bo'), createdBy: 'host-1', voters: 'list', status: 'voting' });
const anonymous = { uid: 'participant-1', displayName: null, email: null, isAnonymous: true };
const account = { uid: 'account-1', displayName: 'Ada', email: 'ada@example.org', isAnonymous: false };

beforeEach(() => {
  auth.current = { status: 'signed-out', user: null, sessionUser: null };
  for (const mock of [joinPoll, getPoll, redeemVotingCode, ensureSession]) mock.mockClear();
  joinPoll.mockResolvedValue({ id: 'participant-row-1', pollId: 'poll-1', name: 'Anonymous Participant', joinedAt: null, joinOrder: null, hasVoted: false });
  redeemVotingCode.mockResolvedValue(undefined);
  localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('useJoin on a poll whose voters are on a list', () => {
  it('redeems the code of the card’s link at once, then asks the name without asking the code again', async () => {
    const { result } = renderHook(() => useJoin('poll-1', listPoll, 'abcd-efgh-jklm'));
    await waitFor(() => expect(result.current.state).toEqual({ step: 'asking', failure: null, busy: null }));
    expect(redeemVotingCode).toHaveBeenCalledExactlyOnceWith('poll-1', 'ABCDEFGHJKLM');
    expect(result.current.codeAccepted).toBe(true);
    expect(joinPoll).not.toHaveBeenCalled();
    act(() => void result.current.joinAnonymously('ignored: the code is held'));
    await waitFor(() => expect(result.current.state).toMatchObject({ step: 'joined', participantId: 'participant-row-1' }));
    expect(redeemVotingCode).toHaveBeenCalledOnce();
    expect(joinPoll).toHaveBeenCalledExactlyOnceWith('poll-1', null);
  });

  it('asks again with the refusal when the link’s code was used by someone else', async () => {
    redeemVotingCode.mockRejectedValue(new FailureError(failure('voting_code.used')));
    const { result } = renderHook(() => useJoin('poll-1', listPoll, 'ABCDEFGHJKLM'));
    await waitFor(() => expect(result.current.state).toMatchObject({ step: 'asking', failure: { id: 'join.codeUsed', codeProblem: true } }));
    expect(result.current.codeAccepted).toBe(false);
    expect(joinPoll).not.toHaveBeenCalled();
  });

  it('redeems a typed code before joining with the name', async () => {
    const { result } = renderHook(() => useJoin('poll-1', listPoll));
    await waitFor(() => expect(result.current.state.step).toBe('asking'));
    act(() => void result.current.joinWithName(' Ada ', 'ABCD EFGH JKLM'));
    await waitFor(() => expect(result.current.state.step).toBe('joined'));
    expect(redeemVotingCode).toHaveBeenCalledExactlyOnceWith('poll-1', 'ABCDEFGHJKLM');
    expect(joinPoll).toHaveBeenCalledExactlyOnceWith('poll-1', 'Ada');
  });

  it('checks the link’s code even over a participant this browser already is: a second voter on a shared phone is told so', async () => {
    auth.current = { status: 'signed-out', user: null, sessionUser: anonymous };
    storeParticipantId('participant-1', 'poll-1', 'participant-row-1');
    redeemVotingCode.mockRejectedValue(new RpcRequestError('You already hold a voting code for this poll', 409, 'PT409', 'voting_code.already_holding'));
    const { result } = renderHook(() => useJoin('poll-1', listPoll, 'ABCDEFGHJKLM'));
    await waitFor(() => expect(result.current.state).toMatchObject({ step: 'asking', failure: { id: 'join.codeHeld' } }));
    // The voter who holds this browser's code comes back with their own card: the lobby, as before.
    redeemVotingCode.mockResolvedValue(undefined);
    const again = renderHook(() => useJoin('poll-1', listPoll, 'ABCDEFGHJKLM'));
    await waitFor(() => expect(again.result.current.state).toMatchObject({ step: 'joined', participantId: 'participant-row-1' }));
    expect(joinPoll).not.toHaveBeenCalled();
  });

  it('lets an account whose proven address is on the list join at once, and asks one that is not for a code', async () => {
    auth.current = { status: 'signed-in', user: account, sessionUser: account };
    const { result } = renderHook(() => useJoin('poll-1', listPoll));
    await waitFor(() => expect(result.current.state.step).toBe('joined'));
    expect(joinPoll).toHaveBeenCalledExactlyOnceWith('poll-1', 'Ada');
    expect(redeemVotingCode).not.toHaveBeenCalled();

    joinPoll.mockRejectedValueOnce(new RpcRequestError('Only people on the voter list can join this poll', 403, '42501', 'join.not_on_list'));
    const refused = renderHook(() => useJoin('poll-1', listPoll));
    await waitFor(() => expect(refused.result.current.state).toMatchObject({ step: 'asking', failure: { id: 'join.accountNotOnList', values: { email: '\u2068ada@example.org\u2069' } } }));
    // The code typed next is redeemed, and the account joins with its own name.
    joinPoll.mockClear();
    act(() => void refused.result.current.joinWithName(null, 'ABCD-EFGH-JKLM'));
    await waitFor(() => expect(refused.result.current.state.step).toBe('joined'));
    expect(joinPoll).toHaveBeenCalledExactlyOnceWith('poll-1', 'Ada');
  });

  it('remembers that this identity holds a code: a reload before the name does not ask for it again', async () => {
    auth.current = { status: 'signed-out', user: null, sessionUser: anonymous };
    const { result } = renderHook(() => useJoin('poll-1', listPoll));
    await waitFor(() => expect(result.current.state.step).toBe('asking'));
    expect(result.current.codeAccepted).toBe(false);
    storeHoldsVotingCode('participant-1', 'poll-1');
    const reloaded = renderHook(() => useJoin('poll-1', listPoll));
    await waitFor(() => expect(reloaded.result.current.state.step).toBe('asking'));
    expect(reloaded.result.current.codeAccepted).toBe(true);
    // Another identity in this browser (after a sign-out) is asked again.
    auth.current = { status: 'signed-out', user: null, sessionUser: { ...anonymous, uid: 'participant-2' } };
    const other = renderHook(() => useJoin('poll-1', listPoll));
    await waitFor(() => expect(other.result.current.state.step).toBe('asking'));
    expect(other.result.current.codeAccepted).toBe(false);
  });

  it('ignores a code on the link of a poll that takes none', async () => {
    const { result } = renderHook(() => useJoin('poll-1', { ...listPoll, voters: 'anyone' }, 'ABCDEFGHJKLM'));
    await waitFor(() => expect(result.current.state.step).toBe('asking'));
    expect(redeemVotingCode).not.toHaveBeenCalled();
  });
});
