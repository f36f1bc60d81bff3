import { render, screen, within } from '@testing-library/react';
import { filmResults, pollOptions } from '@runoff/test-utils';
import type { CountMethod } from '@runoff/domain';
import { countResults } from '../../../../tests/support/count-results';
import { ResultsView } from './results-view';

// Alien wins the instant runoff (4 of 7 after Jaws goes); Heat beats both one on one: a centre squeeze.
const squeeze = (countingMethod: CountMethod) =>
  countResults(
    filmResults({
      poll: { id: 'poll-m', title: 'Films', status: 'completed', options: pollOptions('Jaws', 'Alien', 'Heat'), seats: 1, countingMethod },
      ballots: [
        { ranking: ['option_2', 'option_3', 'option_1'], count: 3 },
        { ranking: ['option_1', 'option_3', 'option_2'], count: 2 },
        { ranking: ['option_3', 'option_1', 'option_2'], count: 1 },
        { ranking: ['option_3', 'option_2', 'option_1'], count: 1 },
      ],
      totalVotes: 7,
    }),
  );

describe('the winner of a poll counted by another method (issue 31)', () => {
  it('shows the Schulze winner, not the instant runoff’s, and leaves out the runoff’s rounds', () => {
    render(<ResultsView counted={squeeze('schulze')} />);
    const card = screen.getByRole('region', { name: 'Winner' });
    expect(within(card).getByText('Heat')).toBeTruthy();
    expect(card.textContent).toContain('Counted by Schulze.');
    expect(screen.queryByRole('heading', { name: 'Rounds Breakdown' })).toBeNull();
  });

});
