import { render, screen, within } from '@testing-library/react';
import type { PollResults } from '@runoff/domain';
import { countResults } from '../../../../tests/support/count-results';
import { ResultsView } from './results-view';

const options = ['Ada', 'Bo', 'Cy', 'Di'].map((text, order) => ({ id: `option_${order + 1}`, text, order }));

// Two seats, partial rankings: quota floor(7 / 3) + 1 = 3.
function twoSeats(): PollResults {
  return {
    poll: { id: 'p', title: 'Board', status: 'completed', options, seats: 2 },
    ballots: [
      { ranking: ['option_1', 'option_2'], count: 4 },
      { ranking: ['option_3'], count: 2 },
      { ranking: ['option_4', 'option_3'], count: 1 },
    ],
    totalVotes: 7,
    generatedAt: '2026-11-27T00:00:00.000Z',
  };
}

describe('ResultsView with several seats', () => {
  it('lists the winners in order of election with the round that elected each', () => {
    render(<ResultsView counted={countResults(twoSeats())} />);
    const card = screen.getByRole('region', { name: 'Winners' });
    expect(card.textContent).toContain('2 of 2 seats filled, in order of election');
    const winners = within(card).getByRole('list', { name: 'Winners in order of election' });
    expect(within(winners).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Ada elected in round 1', 'Cy elected in round 3']);
    const summary = screen.getByRole('region', { name: 'Election Summary' });
    expect(within(summary).getByText('Seats').nextSibling?.textContent).toBe('2');
    expect(within(summary).getByText('Quota to Win').nextSibling?.textContent).toBe('3');
  });

  it("shows each round's elected, eliminated, the votes passed on at their fraction and the exhausted ballots", () => {
    render(<ResultsView counted={countResults(twoSeats())} />);
    const rows = within(screen.getByRole('region', { name: 'Rounds Breakdown' })).getAllByRole('row');
    expect(within(rows[0]!).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Round',
      'Status',
      'Details',
      'Votes passed on',
      'Exhausted',
    ]);
    // The describer's words (@runoff/explain), as on every screen.
    expect(screen.getByTestId('round-1-details').textContent).toBe('Ada 4, Cy 2, Di 1, Bo 0. Ada reaches the quota of 3 with 4 votes and is elected.');
    expect(screen.getByTestId('round-1-transfers').textContent).toBe("The surplus of Ada (1 vote above the quota) passes on at 0.25 of each ballot's value: 1 to Bo.");
    expect(screen.getByTestId('round-2-details').textContent).toContain('Di, the later option, is eliminated.');
    expect(screen.getByTestId('round-2-transfers').textContent).toBe('The ballots of Di (1 vote) move to their next choice still in the count: 1 to Cy.');
    expect(screen.getByTestId('round-3-details').textContent).toContain('Cy reaches the quota of 3 with 3 votes and is elected.');
    expect(rows[4]?.textContent).toContain('All seats filled');
    for (const round of [1, 2, 3, 4]) expect(screen.getByTestId(`round-${round}-exhausted`).textContent).toBe('0');
  });
});
