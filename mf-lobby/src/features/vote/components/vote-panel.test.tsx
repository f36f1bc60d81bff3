import { RpcRequestError } from '@runoff/platform/supabase';
import { localeStore } from '@runoff/platform/i18n';
import { load } from '../../../lib/i18n';
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
    vi.mocked(submitVote).mockResolvedValue(null);
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

  it('shows the ballot tracker the vote returned, once, with Copy and the trade-off (issue 27)', async () => {
    vi.mocked(getParticipantStatus).mockResolvedValue(false);
    vi.mocked(submitVote).mockResolvedValue('K7QM2XPA');
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderPanel();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit Vote' }));
    });
    const tracker = screen.getByRole('region', { name: 'Your ballot tracker' });
    expect(tracker.textContent).toContain('K7QM-2XPA');
    expect(tracker.textContent).toContain('Anyone you show your tracker to can see how you voted.');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    });
    expect(writeText).toHaveBeenCalledWith('K7QM-2XPA');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
  });

  it('shows no tracker when the poll gives none', async () => {
    vi.mocked(getParticipantStatus).mockResolvedValue(false);
    vi.mocked(submitVote).mockResolvedValue(null);
    await renderPanel();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit Vote' }));
    });
    expect(screen.queryByRole('region', { name: 'Your ballot tracker' })).toBeNull();
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
    vi.mocked(submitVote).mockRejectedValue(new RpcRequestError('Voting is not currently open for this poll', 409, 'PT409', 'vote.not_open'));
    await renderPanel();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit Vote' }));
    });
    expect(screen.getByText('Failed to submit vote: Voting is not currently open for this poll')).toBeTruthy();
  });

  it('rewords the refusal on screen when the reader switches language', async () => {
    vi.mocked(getParticipantStatus).mockResolvedValue(false);
    vi.mocked(submitVote).mockRejectedValue(new RpcRequestError('Voting is not currently open for this poll', 409, 'PT409', 'vote.not_open'));
    await renderPanel();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit Vote' }));
    });
    expect(screen.getByText('Failed to submit vote: Voting is not currently open for this poll')).toBeTruthy();
    try {
      await act(() => load('de'));
      act(() => localeStore.choose('de'));
      expect(await screen.findByText('Stimme konnte nicht abgegeben werden: Die Abstimmung dieser Umfrage ist gerade nicht geöffnet', undefined, { timeout: 5000 })).toBeTruthy();
    } finally {
      act(() => localeStore.choose('en'));
    }
  });

  it('turns a repeat vote refusal into Vote Already Submitted', async () => {
    vi.mocked(getParticipantStatus).mockResolvedValue(false);
    vi.mocked(submitVote).mockRejectedValue(new RpcRequestError('You have already voted in this poll', 409, 'PT409', 'vote.already_voted'));
    await renderPanel();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit Vote' }));
    });
    expect(screen.getByText('Vote Already Submitted')).toBeTruthy();
  });

  it('says why a list poll refused the ballot: its entry voted from elsewhere, or it is off the list', async () => {
    vi.mocked(getParticipantStatus).mockResolvedValue(false);
    vi.mocked(submitVote).mockRejectedValue(new RpcRequestError('This voter on the list has already voted', 409, 'PT409', 'vote.list_entry_voted'));
    await renderPanel();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit Vote' }));
    });
    expect(screen.getByRole('alert').textContent).toContain('Your vote was not counted: a ballot has already been cast for your place on the voter list');
    vi.mocked(submitVote).mockRejectedValue(new RpcRequestError('Only people on the voter list can vote in this poll', 403, '42501', 'vote.not_on_list'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit Vote' }));
    });
    expect(screen.getByRole('alert').textContent).toContain('you are not on this poll’s voter list any more');
  });
});
