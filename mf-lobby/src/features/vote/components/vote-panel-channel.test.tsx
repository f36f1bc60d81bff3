import { act, fireEvent, render, screen } from '@testing-library/react';
import { getParticipantStatus } from '../../../lib/api/get-participant-status';
import { submitVote } from '../api/submit-vote';
import { VotePanel } from './vote-panel';

vi.mock('../../../lib/api/get-participant-status', () => ({ getParticipantStatus: vi.fn() }));
vi.mock('../api/submit-vote', () => ({ submitVote: vi.fn() }));
vi.mock('@runoff/platform/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@runoff/platform/auth')>()),
  useAuth: () => ({ sessionUser: { uid: '7d3c2a1b-0000-4000-8000-000000000001' } }),
}));

const question = {
  id: 'question-1',
  options: [
    { id: 'option_1', text: 'Noise', order: 0 },
    { id: 'option_2', text: 'Coffee', order: 1 },
  ],
  minRanked: null,
  shuffleBallots: false,
};

describe('VotePanel with a channel (a session question, issue 32)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('sends the ballot through the channel, never submit_vote', async () => {
    const channel = { submit: vi.fn().mockResolvedValue(undefined), hasVoted: vi.fn().mockResolvedValue(false) };
    await act(async () => {
      render(<VotePanel poll={question} participantId={null} channel={channel} />);
    });
    expect(getParticipantStatus).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit Vote' }));
    });
    expect(channel.submit).toHaveBeenCalledWith(['option_1', 'option_2']);
    expect(submitVote).not.toHaveBeenCalled();
    expect(screen.getByText('Vote submitted successfully!')).toBeTruthy();
  });

  it('shows the vote the channel knows of', async () => {
    const channel = { submit: vi.fn(), hasVoted: vi.fn().mockResolvedValue(true) };
    await act(async () => {
      render(<VotePanel poll={question} participantId={null} channel={channel} />);
    });
    expect(screen.getByText('Vote Already Submitted')).toBeTruthy();
  });
});
