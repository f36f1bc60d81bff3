import { render, screen, within } from '@testing-library/react';
import type { PollResults } from '@runoff/domain';
import { countResults } from '../../../lib/count-results';
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
    expect(rows[1]?.textContent).toContain('Ada elected.');
    expect(screen.getByTestId('round-1-transfers').textContent).toBe('Ada: surplus 1 at 0.25 → Bo +1');
    expect(rows[2]?.textContent).toContain('Di eliminated.');
    expect(screen.getByTestId('round-2-transfers').textContent).toBe('Di: 1 → Cy +1');
    expect(rows[3]?.textContent).toContain('Cy elected.');
    expect(rows[4]?.textContent).toContain('All seats filled');
    for (const round of [1, 2, 3, 4]) expect(screen.getByTestId(`round-${round}-exhausted`).textContent).toBe('0');
  });
});
