import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getParticipantStatus } from '../../../lib/api/get-participant-status';
import { submitVote } from '../api/submit-vote';
import { ballotOrder, ballotOrderSecret } from '../utils/ballot-order';
import { VotePanel, type VotePanelProps } from './vote-panel';

vi.mock('../../../lib/api/get-participant-status', () => ({ getParticipantStatus: vi.fn() }));
vi.mock('../api/submit-vote', () => ({ submitVote: vi.fn() }));
const VOTER = '4a8e0d2c-1b0f-4c55-9d2e-7c1f3b5a9e21';
vi.mock('@runoff/platform/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@runoff/platform/auth')>()),
  useAuth: () => ({ sessionUser: { uid: VOTER } }),
}));

const options = ['Ada', 'Bo', 'Cy', 'Di'].map((text, order) => ({ id: `option_${order + 1}`, text, order }));

async function renderPanel(poll: Partial<VotePanelProps['poll']>, participantId = 'participant-p') {
  vi.mocked(getParticipantStatus).mockResolvedValue(false);
  vi.mocked(submitVote).mockResolvedValue();
  await act(async () => {
    render(<VotePanel poll={{ id: 'poll-p', options, minRanked: 2, shuffleBallots: false, ...poll }} participantId={participantId} />);
  });
}

const rankedTexts = () =>
  within(screen.getByRole('list', { name: /your ranking/i }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('span + span')?.firstChild?.textContent);
const unrankedTexts = () =>
  within(screen.getByRole('region', { name: 'Unranked' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent?.replace(/Rank$/, ''));

describe('VotePanel with partial rankings', () => {
  afterEach(() => {
    vi.clearAllMocks();
    document.cookie = 'voted_poll-p=; max-age=0; path=/';
    sessionStorage.clear();
    localStorage.clear();
  });

  it('starts with every option unranked and refuses fewer than the minimum with the server wording', async () => {
    await renderPanel({});
    expect(unrankedTexts()).toEqual(['Ada', 'Bo', 'Cy', 'Di']);
    expect(screen.getByText('Your ranking is empty: rank an option below.')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Rank Cy' }));
    await user.click(screen.getByRole('button', { name: 'Submit Vote' }));
    expect(screen.getByRole('alert').textContent).toBe('Please rank at least 2 options');
    expect(submitVote).not.toHaveBeenCalled();
  });

  it('ranks in the order chosen, unranks back to the Unranked area and submits only the ranked options', async () => {
    await renderPanel({});
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Rank Cy' }));
    await user.click(screen.getByRole('button', { name: 'Rank Ada' }));
    await user.click(screen.getByRole('button', { name: 'Rank Di' }));
    expect(rankedTexts()).toEqual(['Cy', 'Ada', 'Di']);
    expect(unrankedTexts()).toEqual(['Bo']);
    await user.click(screen.getByRole('button', { name: 'Unrank Ada' }));
    expect(rankedTexts()).toEqual(['Cy', 'Di']);
    expect(unrankedTexts()).toEqual(['Ada', 'Bo']);
    await user.click(screen.getByRole('button', { name: 'Submit Vote' }));
    expect(submitVote).toHaveBeenCalledWith('poll-p', ['option_3', 'option_4'], 'participant-p');
  });

  it('works from the keyboard: focus stays in the area after Rank and Unrank', async () => {
    await renderPanel({});
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Rank Bo' }).focus();
    await user.keyboard('{Enter}');
    expect(rankedTexts()).toEqual(['Bo']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rank Cy' }));
    await user.keyboard(' ');
    expect(rankedTexts()).toEqual(['Bo', 'Cy']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rank Di' }));
    screen.getByRole('button', { name: 'Unrank Bo' }).focus();
    await user.keyboard('{Enter}');
    expect(rankedTexts()).toEqual(['Cy']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Unrank Cy' }));
  });

  it("starts in this voter's own order with fair ballots, seeded from this device's secret, the same after a reload", async () => {
    await renderPanel({ shuffleBallots: true });
    const secret = localStorage.getItem(`runoff:${VOTER}:ballot-order-secret`);
    expect(secret).toMatch(/^[0-9a-f]{32}$/);
    const expected = ballotOrder(options, true, 'poll-p', ballotOrderSecret(VOTER)).map((option) => option.text);
    expect(unrankedTexts()).toEqual(expected);
  });
});
