import { act, fireEvent, render, screen } from '@testing-library/react';
import { identityStorage } from '@runoff/platform/auth';
import { getParticipantStatus } from '../../../lib/api/get-participant-status';
import { submitVote } from '../api/submit-vote';
import { VotePanel } from './vote-panel';

vi.mock('../../../lib/api/get-participant-status', () => ({ getParticipantStatus: vi.fn() }));
vi.mock('../api/submit-vote', () => ({ submitVote: vi.fn() }));
// The session's user: the voting records are theirs (the real identityStorage, keyed by this uid).
const VOTER = '0b1c6c1e-58c7-4d51-8f7a-5d0c7b2f0a11';
vi.mock('@runoff/platform/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@runoff/platform/auth')>()),
  useAuth: () => ({ sessionUser: { uid: VOTER } }),
}));

const poll = {
  id: 'poll-1',
  options: [
    { id: 'option_1', text: 'Pizza', order: 0 },
    { id: 'option_2', text: 'Sushi', order: 1 },
  ],
  minRanked: null,
  shuffleBallots: false,
};

async function renderPanel() {
  await act(async () => {
    render(<VotePanel poll={poll} participantId="participant-1" />);
  });
}

describe('VotePanel', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    document.cookie = 'voted_poll-1=; max-age=0; path=/';
  });

  it('shows the ballot when neither the browser nor the server knows of a vote', async () => {
    vi.mocked(getParticipantStatus).mockResolvedValue(false);
    await renderPanel();
    expect(screen.getByRole('heading', { name: 'Rank Your Choices' })).toBeTruthy();
    expect(getParticipantStatus).toHaveBeenCalledWith('poll-1', 'participant-1');
  });

  it('shows Vote Already Submitted when the server says the participant voted', async () => {
    vi.mocked(getParticipantStatus).mockResolvedValue(true);
    await renderPanel();
    expect(screen.getByText('Vote Already Submitted')).toBeTruthy();
    expect(screen.getByText('You have already voted in this poll. Each participant can only vote once.')).toBeTruthy();
  });

  it('shows Vote Already Submitted from the session flag without asking the server', async () => {
    identityStorage(VOTER).setSessionFlag('voted_poll-1');
    await renderPanel();
    expect(screen.getByText('Vote Already Submitted')).toBeTruthy();
    expect(getParticipantStatus).not.toHaveBeenCalled();
  });

  it('submits the full ranking and records the vote locally', async () => {
    vi.mocked(getParticipantStatus).mockResolvedValue(false);
    vi.mocked(submitVote).mockResolvedValue(undefined);
    await renderPanel();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit Vote' }));
    });
    expect(submitVote).toHaveBeenCalledWith('poll-1', ['option_1', 'option_2'], 'participant-1');
    expect(screen.getByText('Vote submitted successfully!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'View Results' })).toBeTruthy();
    expect(identityStorage(VOTER).hasSessionFlag('voted_poll-1')).toBe(true);
    const ballot = screen.getByRole('region', { name: 'Your ballot' });
    expect([...ballot.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Pizza', 'Sushi']);
  });

  it('shows Your ballot after a reload when this browser kept the ranking', async () => {
    identityStorage(VOTER).setSessionFlag('voted_poll-1');
    identityStorage(VOTER).write('ballot_poll-1', JSON.stringify(['option_2', 'option_1']));
    await renderPanel();
    const ballot = screen.getByRole('region', { name: 'Your ballot' });
    expect([...ballot.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Sushi', 'Pizza']);
  });

  it('shows the server refusal with the spec prefix', async () => {
    vi.mocked(getParticipantStatus).mockResolvedValue(false);
    vi.mocked(submitVote).mockRejectedValue({ message: 'Voting is not currently open for this poll' });
    await renderPanel();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit Vote' }));
    });
    expect(screen.getByText('Failed to submit vote: Voting is not currently open for this poll')).toBeTruthy();
  });

  it('turns a repeat vote refusal into Vote Already Submitted', async () => {
    vi.mocked(getParticipantStatus).mockResolvedValue(false);
    vi.mocked(submitVote).mockRejectedValue({ message: 'You have already voted in this poll' });
    await renderPanel();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit Vote' }));
    });
    expect(screen.getByText('Vote Already Submitted')).toBeTruthy();
  });
});
