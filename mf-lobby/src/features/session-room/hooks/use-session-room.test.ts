import { act, renderHook } from '@testing-library/react';
import { parseSession, type Session } from '@runoff/domain';
import { getRoomSession } from '../api/session-room';
import { useSessionRoom } from './use-session-room';

// One object, as the auth provider keeps it: a new user object would read the session again.
const auth = vi.hoisted(() => ({ status: 'signed-in', sessionUser: { uid: 'phone-1' }, ensureSession: async () => undefined }));
vi.mock('@runoff/platform/auth', () => ({ useAuth: () => auth }));
// The room's channel: the test pushes what the database sends on session:<id>, and rejoins it.
const channel = vi.hoisted(() => ({ onEvent: (_event: string, _payload: unknown) => {}, onJoined: () => {} }));
vi.mock('@runoff/poll-reads', () => ({
  useSessionChannel: (_topic: string | null, onEvent: (event: string, payload: unknown) => void, onJoined: () => void) => {
    channel.onEvent = onEvent;
    channel.onJoined = onJoined;
  },
}));
vi.mock('../api/session-room', () => ({ getRoomSession: vi.fn(), joinRoomSession: vi.fn() }));

const question = (id: string, number: number, voting: string, resultsShown: boolean) => ({
  id, number, title: `Question ${id}`, options: [{ id: 'option_1', text: 'Noise' }, { id: 'option_2', text: 'Coffee' }],
  seats: 1, voting, resultsShown, voted: 6, youVoted: voting !== 'not_started',
});
/** The room on question 2, its results shown, as get_session answered after `seq` summaries. */
function onQuestion2(seq: number): Session {
  return parseSession({
    id: 's1', title: 'Team day', role: 'participant', topic: 'session:s1',
    state: { questionCount: 3, joined: 6, current: { questionId: 'q2', number: 2, voting: 'closed', resultsShown: true, voted: 6 }, seq },
    questions: [question('q1', 1, 'closed', true), question('q2', 2, 'closed', true)],
  });
}
/** A driver's Next, as push_session_summary sends it: summary number `seq`, carrying question 3. */
const next = (seq: number) => ({
  sessionId: 's1', questionCount: 3, joined: 6, seq, at: '2026-11-28T20:00:00.000Z',
  current: { questionId: 'q3', number: 3, voting: 'not_started', resultsShown: false, voted: 0, question: { ...question('q3', 3, 'not_started', false), voted: undefined, youVoted: undefined } },
});

beforeEach(() => vi.clearAllMocks());

describe('useSessionRoom', () => {
  it("stays on the next question when a read that began before the driver's Next answers after its summary", async () => {
    vi.mocked(getRoomSession).mockResolvedValueOnce(onQuestion2(7));
    const { result } = renderHook(() => useSessionRoom('s1'));
    await act(async () => {});
    expect(result.current.state).toMatchObject({ step: 'room', session: { state: { current: { number: 2 } } } });

    // The page reads the session (its re-read, or a rejoin); the database answers as it was before the Next...
    let answer: (session: Session) => void = () => {};
    vi.mocked(getRoomSession).mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    await act(async () => channel.onJoined());
    // ...the co-host's Next reaches the page first...
    await act(async () => channel.onEvent('session_summary', next(8)));
    expect(result.current.state).toMatchObject({ step: 'room', session: { state: { current: { number: 3 } } } });
    // ...then the read's answer: the page does not go back to question 2.
    await act(async () => answer(onQuestion2(7)));
    expect(result.current.state).toMatchObject({ step: 'room', session: { state: { seq: 8, current: { questionId: 'q3', number: 3 } } } });
    // A summary already followed changes nothing; a read after the Next is taken as it is.
    await act(async () => channel.onEvent('session_summary', next(8)));
    expect(result.current.state).toMatchObject({ step: 'room', session: { state: { current: { number: 3 } } } });
    const after = { ...onQuestion2(8), state: { ...onQuestion2(8).state, current: { questionId: 'q3', number: 3, voting: 'open' as const, resultsShown: false, voted: 1 } } };
    vi.mocked(getRoomSession).mockResolvedValueOnce(after);
    await act(async () => channel.onJoined());
    expect(result.current.state).toMatchObject({ step: 'room', session: { state: { seq: 8, current: { voting: 'open', voted: 1 } } } });
  });
});
