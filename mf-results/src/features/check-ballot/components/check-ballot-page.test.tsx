import { RpcRequestError } from '@runoff/platform/supabase';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { filmResults } from '@runoff/test-utils';
import { countResults } from '../../../../tests/support/count-results';
import { getCountedResults } from '../../../lib/api/get-poll-results';
import { checkBallot } from '../api/check-ballot';
import { CheckBallotPage } from './check-ballot-page';

// The network calls only; the count, the path and the wording are the real ones.
vi.mock('../../../lib/api/get-poll-results', () => ({ getCountedResults: vi.fn() }));
vi.mock('../api/check-ballot', () => ({ checkBallot: vi.fn() }));
const loadResults = vi.mocked(getCountedResults);
const check = vi.mocked(checkBallot);

const fingerprint = '0123456789abcdef'.repeat(4);
const published = () =>
  countResults(filmResults({ poll: { ...filmResults().poll, trackers: true }, ballotList: { publication: 'everyone', publishedAt: null, fingerprint } }));

async function enter(tracker: string) {
  await userEvent.type(await screen.findByLabelText('Your ballot tracker'), tracker);
  await userEvent.click(screen.getByRole('button', { name: 'Check' }));
}

describe('CheckBallotPage', () => {
  it("shows the ballot as counted and its path through the rounds: Jaws in round 1, moved to Alien in round 2", async () => {
    loadResults.mockResolvedValue(published());
    check.mockResolvedValue({ tracker: '2XKM7QPA', found: true, ranking: ['option_1', 'option_2', 'option_3'] });
    render(<CheckBallotPage pollId="poll-1" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Check my ballot' })).toBeTruthy();
    await enter('2xkm 7qpa');
    expect(check).toHaveBeenCalledWith('poll-1', '2xkm 7qpa');
    const ballot = await screen.findByRole('region', { name: 'Counted ballot 2XKM-7QPA' });
    expect(ballot.textContent).toContain('Ranking: Jaws > Alien > Heat');
    const path = screen.getByRole('list', { name: 'The ballot, round by round' });
    expect([...path.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Round 1: counted for Jaws.',
      'Round 2: moved to Alien when Jaws was eliminated.',
    ]);
    expect(ballot.textContent).toContain('Your vote is still with Alien, the winner.');
    expect(screen.getByTestId('ballot-fingerprint').textContent).toContain('01234567 89abcdef');
  });

  it('says plainly when no ballot in the list has the tracker', async () => {
    loadResults.mockResolvedValue(published());
    check.mockResolvedValue({ tracker: 'ZZZZ2222', found: false });
    render(<CheckBallotPage pollId="poll-1" />);
    await enter('ZZZZ-2222');
    expect((await screen.findByRole('alert')).textContent).toBe("Not in the listNo ballot with the tracker ZZZZ-2222 is in this poll's published ballot list.");
    expect(screen.queryByTestId('checked-ballot')).toBeNull();
  });

  it('words a refusal by its id', async () => {
    loadResults.mockResolvedValue(published());
    check.mockRejectedValue(new RpcRequestError('A tracker has 8 letters and digits', 400, '22023', 'tracker.malformed', { length: 8 }));
    render(<CheckBallotPage pollId="poll-1" />);
    await enter('abc');
    expect((await screen.findByRole('alert')).textContent).toBe('The tracker could not be checked: A tracker has 8 letters and digits');
  });

  it('asks nothing before the list is published, and says why', async () => {
    loadResults.mockResolvedValue(countResults(filmResults({ poll: { ...filmResults().poll, trackers: true } })));
    render(<CheckBallotPage pollId="poll-1" />);
    expect(await screen.findByText('The host has not published the ballot list of this poll yet.')).toBeTruthy();
    expect(screen.queryByLabelText('Your ballot tracker')).toBeNull();
  });
});
