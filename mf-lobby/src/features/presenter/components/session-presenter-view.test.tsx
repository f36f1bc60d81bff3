import { act, fireEvent, screen } from '@testing-library/react';
import { parseSession, type Session } from '@runoff/domain';
import { renderWithRouter } from '@runoff/test-utils';
import { getPollOutcome } from '../api/get-poll-results';
import { getPresentedSession, moveSession, setSessionResults, setSessionVoting } from '../api/session-presenter';
import { SessionPresenterView } from './session-presenter-view';

vi.mock('@runoff/platform/auth', () => ({ useAuth: () => ({ status: 'signed-in', sessionUser: { uid: 'host-1' } }) }));
// The room's channel: the test pushes what the database would send on session:<id>.
const channel = vi.hoisted(() => ({ onEvent: (_event: string, _payload: unknown) => {} }));
vi.mock('@runoff/poll-reads', () => ({
  useSessionChannel: (_topic: string | null, onEvent: (event: string, payload: unknown) => void) => {
    channel.onEvent = onEvent;
  },
}));
vi.mock('../api/session-presenter', () => ({
  getPresentedSession: vi.fn(),
  moveSession: vi.fn(async () => ({})),
  setSessionVoting: vi.fn(async () => ({})),
  setSessionResults: vi.fn(async () => ({})),
  flushSessionSummary: vi.fn(async () => undefined),
}));
vi.mock('../api/get-poll-results', () => ({ getPollOutcome: vi.fn(async () => ({ kind: 'winner', name: 'Coffee', totalVotes: 3 })) }));

const question = (id: string, number: number) => ({
  id, number, title: number === 1 ? 'Which problem first?' : 'Which fix first?', options: [{ id: 'option_1', text: 'Noise' }, { id: 'option_2', text: 'Coffee' }],
  seats: 1, voting: 'not_started', resultsShown: false, voted: 0,
});
const state = (current: unknown) => ({ questionCount: 2, joined: 5, current });
const at = (voting: string, resultsShown = false) => ({ questionId: 'q1', number: 1, voting, resultsShown, voted: 3 });
function session(current: unknown, role = 'host'): Session {
  return parseSession({ id: 's1', title: 'Workshop', role, joinCode: 'ABC234', topic: 'session:s1', state: state(current), questions: [question('q1', 1), question('q2', 2)] });
}

async function present(first: Session) {
  vi.mocked(getPresentedSession).mockResolvedValue(first);
  await act(async () => {
    renderWithRouter(<SessionPresenterView sessionId="s1" CountAnimation={({ pollId }) => <div role="dialog" aria-label="count">{pollId}</div>} ResultsStory={() => <div>story</div>} />, '/sessions/s1/present');
  });
}

async function push(next: Session) {
  vi.mocked(getPresentedSession).mockResolvedValue(next);
  await act(async () => channel.onEvent('session_summary', { ...next.state }));
}

beforeEach(() => vi.clearAllMocks());

describe('SessionPresenterView', () => {
  it('shows the join panel and the room before the first question, and N starts the session', async () => {
    await present(session(null));
    expect(screen.getByRole('heading', { name: 'Workshop', level: 1 })).toBeTruthy();
    expect(screen.getByTestId('presenter-code').textContent).toBe('ABC234');
    expect(screen.getByTestId('session-presenter-joined').textContent).toBe('5 people in the room');
    await act(async () => fireEvent.keyDown(window, { key: 'n', code: 'KeyN' }));
    expect(moveSession).toHaveBeenCalledWith('s1', 'next');
  });

  it("shows the current question's turnout, and asks before Space closes its voting", async () => {
    await present(session(at('open')));
    expect(screen.getByTestId('session-presenter-question').textContent).toBe('Which problem first?');
    expect(screen.getByTestId('presenter-progress').textContent).toBe('3 of 5 voted');
    fireEvent.keyDown(window, { key: ' ', code: 'Space' });
    const dialog = screen.getByRole('dialog', { name: 'Close voting on this question?' });
    expect(setSessionVoting).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(dialog.querySelector('[data-confirm]')!));
    expect(setSessionVoting).toHaveBeenCalledWith('s1', false);
  });

  it('keeps the count hidden until the host shows it, then plays it; hiding takes it off again', async () => {
    await present(session(at('closed')));
    expect(screen.getByTestId('session-presenter-status').textContent).toBe('Voting has closed. Waiting for the next question.');
    expect(getPollOutcome).not.toHaveBeenCalled();
    expect(screen.queryByTestId('presenter-outcome')).toBeNull();

    await push(session(at('closed', true)));
    expect(await screen.findByTestId('presenter-outcome')).toBeTruthy();
    expect(getPollOutcome).toHaveBeenCalledWith('q1');
    expect(screen.getByRole('dialog', { name: 'count' }).textContent).toBe('q1');
    expect(screen.getByRole('region', { name: 'The count explained' }).textContent).toBe('story');

    await push(session(at('closed')));
    expect(screen.queryByTestId('presenter-outcome')).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'count' })).toBeNull();
    await act(async () => fireEvent.keyDown(window, { key: 'r', code: 'KeyR' }));
    expect(setSessionResults).toHaveBeenCalledWith('s1', true);
  });

  it('does not replay the count on a reload after the results were shown', async () => {
    await present(session(at('closed', true)));
    await screen.findByTestId('presenter-outcome');
    expect(screen.queryByRole('dialog', { name: 'count' })).toBeNull();
  });

  it('takes turnout from the summary without reading the session again', async () => {
    await present(session(at('open')));
    const reads = vi.mocked(getPresentedSession).mock.calls.length;
    await act(async () => channel.onEvent('session_summary', state({ ...at('open'), voted: 4 })));
    expect(screen.getByTestId('presenter-progress').textContent).toBe('4 of 5 voted');
    expect(vi.mocked(getPresentedSession).mock.calls.length).toBe(reads);
  });

  it('is for the host and co-hosts only', async () => {
    await present(session(at('open'), 'participant'));
    expect(screen.getByText("Only the session's host and co-hosts can present it.")).toBeTruthy();
  });
});
