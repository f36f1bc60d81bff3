import { render, screen, within } from '@testing-library/react';
import { countResults } from '../../../../tests/support/count-results';
import { ResultsView } from './results-view';
import { filmResults, tiedResults } from '@runoff/test-utils';

describe('ResultsView', () => {
  it('shows the winner after the rounds of counting, the summary and the rounds', () => {
    render(<ResultsView counted={countResults(filmResults())} />);
    expect(within(screen.getByRole('region', { name: 'Winner' })).getByText('Alien').className).toContain('winnerName');
    expect(screen.getByText(/Won with the highest support after 2 round\(s\) of counting\./)).toBeTruthy();

    const summary = screen.getByRole('region', { name: 'Election Summary' });
    expect(within(summary).getByText('Total Votes').nextSibling?.textContent).toContain('7');
    expect(within(summary).getByText('Quota to Win').nextSibling?.textContent).toContain('4');
    expect(within(summary).getByText('Total Rounds').nextSibling?.textContent).toContain('2');
    expect(within(summary).getByText('Report Generated')).toBeTruthy();

    const rounds = within(screen.getByRole('region', { name: 'Rounds Breakdown' })).getAllByRole('row');
    // The describer's words (@runoff/explain), as on every screen.
    expect(screen.getByTestId('round-1-details').textContent).toBe(
      'Alien 3, Heat 3, Jaws 1. No option reaches the quota of 4. Jaws has the fewest votes (1 vote) and is eliminated.',
    );
    expect(screen.getByTestId('round-1-transfers').textContent).toBe('The ballots of Jaws (1 vote) move to their next choice still in the count: 1 to Alien.');
    expect(rounds[2]?.textContent).toBe('2Round 2Winner electedAlien 4, Heat 3. Alien reaches the quota of 4 with 4 votes and wins.—0');
  });

  it('explains STV and gives the per-round counts as a table', () => {
    render(<ResultsView counted={countResults(filmResults())} />);
    expect(screen.getByRole('complementary', { name: 'How the votes are counted' })?.textContent).toContain('instant runoff');
    const table = screen.getByRole('table', { name: 'Votes per option in each round' });
    expect(within(table).getByRole('row', { name: /Jaws/ })?.textContent).toContain('Jaws1–');
    // It scrolls sideways on a phone in a region a keyboard can reach, named by the title outside it.
    const scroller = screen.getByRole('region', { name: 'Votes per option in each round' });
    expect(scroller.tabIndex).toBe(0);
    expect(scroller.contains(table)).toBe(true);
    expect(within(table).getByRole('columnheader', { name: 'Round 2' }).textContent).toBe('R2');
  });

  it('says no winner was determined on a tie', () => {
    render(<ResultsView counted={countResults(tiedResults())} />);
    expect(
      screen.getByText('No winner determined yet. This could be due to a tie or insufficient votes.'),
    ).toBeTruthy();
    expect(screen.getByText('Tied: Heads and Tails')).toBeTruthy();
    expect(screen.getByText('No outcome')).toBeTruthy();
  });

  it('shows the empty state without votes', () => {
    render(<ResultsView counted={countResults(filmResults({ ballots: [], totalVotes: 0 }))} />);
    expect(screen.getByRole('heading', { name: 'No votes yet' })).toBeTruthy();
    expect(
      screen.getByText(
        "This poll hasn't received any votes yet. Share the poll link with others to start collecting votes.",
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Rounds Breakdown')).toBeNull();
  });

  it('has no results for a poll without options', () => {
    const results = filmResults();
    results.poll.options = [];
    render(<ResultsView counted={countResults(results)} />);
    expect(screen.getByRole('alert')?.textContent).toContain('No results available');
  });

  it('shows only the number of votes while voting is open', () => {
    const results = filmResults();
    results.poll.status = 'voting';
    render(<ResultsView counted={countResults(results)} actions={<button>Export Report</button>} />);
    expect(screen.getByRole('heading', { name: 'Voting is still open' })).toBeTruthy();
    expect(screen.getByText('7 votes have been cast so far. The results appear when the host ends voting.')).toBeTruthy();
    expect(screen.queryByText('Rounds Breakdown')).toBeNull();
    expect(screen.queryByText('Alien')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export Report' })).toBeNull();
  });
});
