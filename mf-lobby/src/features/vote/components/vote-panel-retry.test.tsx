import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { getParticipantStatus } from '../../../lib/api/get-participant-status';
import { submitVote } from '../api/submit-vote';
import { VotePanel } from './vote-panel';

vi.mock('../../../lib/api/get-participant-status', () => ({ getParticipantStatus: vi.fn() }));
vi.mock('../api/submit-vote', () => ({ submitVote: vi.fn() }));

const poll = {
  id: 'poll-r',
  options: [
    { id: 'option_1', text: 'Pizza', order: 0 },
    { id: 'option_2', text: 'Sushi', order: 1 },
  ],
  minRanked: null,
  shuffleBallots: false,
};
const lostFetch = { message: 'TypeError: Failed to fetch', details: '', hint: '', code: '' };
const alreadyVoted = { message: 'You have already voted in this poll', details: null, hint: null, code: 'PT409' };

describe('VotePanel after a lost answer', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    document.cookie = 'voted_poll-r=; max-age=0; path=/';
    vi.mocked(submitVote).mockReset();
    vi.mocked(getParticipantStatus).mockReset();
  });

  it('retries, then tells the voter the ballot was counted once', async () => {
    // Not voted when the panel opens; voted when the retry asks again.
    vi.mocked(getParticipantStatus).mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    vi.mocked(submitVote).mockRejectedValueOnce(lostFetch).mockRejectedValueOnce(alreadyVoted);
    await act(async () => {
      render(<VotePanel poll={poll} participantId="participant-r" />);
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit Vote' }));
    });
    expect(await screen.findByText(/The connection dropped before the server answered/)).toBeTruthy();
    // The retry waits its real back-off first: the timeout is a hang guard, far above it (never a bound on speed).
    await waitFor(() => expect(screen.getByText('Your vote was counted once')).toBeTruthy(), { timeout: 10_000 });
    expect(screen.getByText('Vote submitted successfully!')).toBeTruthy();
    expect(screen.queryByText('Vote Already Submitted')).toBeNull();
    expect(submitVote).toHaveBeenCalledTimes(2);
    expect(getParticipantStatus).toHaveBeenLastCalledWith('poll-r', 'participant-r');
  });

  it('shows Vote Already Submitted, without the notice, when no answer was lost', async () => {
    vi.mocked(getParticipantStatus).mockResolvedValue(false);
    vi.mocked(submitVote).mockRejectedValueOnce(alreadyVoted);
    await act(async () => {
      render(<VotePanel poll={poll} participantId="participant-r" />);
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit Vote' }));
    });
    expect(screen.getByText('Vote Already Submitted')).toBeTruthy();
    expect(screen.queryByText('Your vote was counted once')).toBeNull();
    expect(submitVote).toHaveBeenCalledTimes(1);
  });
});
