import { act, fireEvent, screen } from '@testing-library/react';
import type { Poll } from '@runoff/domain';
import { renderWithRouter } from '@runoff/test-utils';
import type { Participant } from '../../../lib/utils/participant';
import type { PresenterLobby } from '../utils/presenter-lobby';
import { PresenterView } from './presenter-view';

vi.mock('@runoff/platform/auth', () => ({ useAuth: () => ({ status: 'signed-in' }) }));
// get_join_code's answer; everything else in the view comes from the lobby passed in.
vi.mock('@runoff/platform/supabase', async (original) => ({
  ...(await original<typeof import('@runoff/platform/supabase')>()),
  callRpc: vi.fn(async () => ({ joinCode: 'ABC234' })),
}));

// The count's outcome once voting has ended (read and counted by @runoff/results-count in the app).
vi.mock('../api/get-poll-results', () => ({ getPollOutcome: vi.fn(async () => ({ kind: 'winner', name: 'Alien', totalVotes: 7 })) }));

const poll = { id: 'poll-1', title: 'Where do we meet?', status: 'waiting', options: [], seats: 3, minRanked: null, shuffleBallots: true, voters: 'anyone' } as unknown as Poll;
const people = (count: number, voted = 0): Participant[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `p${i}`,
    pollId: 'poll-1',
    name: i % 2 === 0 ? `Name ${i}` : 'Anonymous Participant',
    joinedAt: null, joinOrder: null,
    hasVoted: i < voted,
  }));

function lobby(overrides: Partial<PresenterLobby> = {}): PresenterLobby {
  return {
    poll,
    loadError: null,
    deleted: false,
    isHost: true,
    phase: 'waiting',
    participants: people(2),
    listenError: null,
    host: { canStartVoting: true, canEndVoting: false, busy: false, error: null, onStartVoting: vi.fn(), onEndVoting: vi.fn() },
    showAnimation: false,
    closeAnimation: vi.fn(),
    ...overrides,
  };
}

async function renderView(state: PresenterLobby) {
  await act(async () => {
    renderWithRouter(
      <PresenterView pollId="poll-1" lobby={state} CountAnimation={() => <div>count</div>} ResultsStory={() => <div>story</div>} />,
      '/polls/poll-1/present',
    );
  });
}

describe('PresenterView', () => {
  it('shows the title, the short code and a QR code of the short link, and the people who joined', async () => {
    await renderView(lobby());
    expect(screen.getByRole('heading', { name: 'Where do we meet?' })).toBeTruthy();
    expect(screen.getByTestId('presenter-seats').textContent).toBe('Elects 3 winners');
    expect(screen.getByTestId('presenter-code').textContent).toBe('ABC234');
    expect(screen.getByText(`${window.location.host}/j/ABC234`)).toBeTruthy();
    expect(screen.getByTitle('QR code of the join link')).toBeTruthy();
    expect(screen.getByTestId('presenter-participant-count').textContent).toBe('2');
    expect(screen.getByText('Name 0')).toBeTruthy();
    expect(screen.getByText('Participant 1')).toBeTruthy();
  });

  it('asks before Space starts voting, and starts it on confirmation', async () => {
    const state = lobby();
    await renderView(state);
    fireEvent.keyDown(window, { key: ' ', code: 'Space' });
    const dialog = screen.getByRole('dialog', { name: 'Start voting now?' });
    expect(state.host.onStartVoting).not.toHaveBeenCalled();
    fireEvent.click(dialog.querySelector('[data-confirm]')!);
    expect(state.host.onStartVoting).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leaves the phase alone when the confirmation is cancelled', async () => {
    const state = lobby({ phase: 'voting', host: { ...lobby().host, canStartVoting: false, canEndVoting: true } });
    await renderView(state);
    fireEvent.keyDown(window, { key: ' ', code: 'Space' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(state.host.onEndVoting).not.toHaveBeenCalled();
  });

  it('counts the votes during voting', async () => {
    await renderView(lobby({ phase: 'voting', participants: people(4, 3) }));
    expect(screen.getByTestId('presenter-progress').textContent).toBe('3 of 4 voted');
  });

  it('folds names past 60 into "+N more"', async () => {
    await renderView(lobby({ participants: people(75) }));
    expect(screen.getByTestId('presenter-participant-count').textContent).toBe('75');
    expect(screen.getByText('+15 more')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(60);
  });

  it('shows the winner, then mf_results’ count explained under it, once voting has ended', async () => {
    await renderView(lobby({ phase: 'voting' }));
    expect(screen.queryByTestId('presenter-story')).toBeNull();
    await renderView(lobby({ phase: 'results', poll: { ...poll, status: 'completed' } }));
    await screen.findByTestId('presenter-outcome');
    const story = screen.getByRole('region', { name: 'The count explained' });
    expect(story.textContent).toBe('story');
  });

  it('is for the host only', async () => {
    await renderView(lobby({ isHost: false }));
    expect(screen.getByText("Only the poll's host can present it.")).toBeTruthy();
  });
});
