import { render, screen } from '@testing-library/react';
import { filmResults, pollOptions } from '@runoff/test-utils';
import { countResults } from '../../../../tests/support/count-results';
import { CountedAnimation } from './count-animation-dialog';

// Alien wins the instant runoff; Heat beats both one on one, and so wins by Minimax.
const counted = () =>
  countResults(
    filmResults({
      poll: { id: 'poll-m', title: 'Films', status: 'completed', options: pollOptions('Jaws', 'Alien', 'Heat'), seats: 1, countingMethod: 'minimax' },
      ballots: [
        { ranking: ['option_2', 'option_3', 'option_1'], count: 3 },
        { ranking: ['option_1', 'option_3', 'option_2'], count: 2 },
        { ranking: ['option_3', 'option_1', 'option_2'], count: 1 },
        { ranking: ['option_3', 'option_2', 'option_1'], count: 1 },
      ],
      totalVotes: 7,
    }),
  );

describe('the count animation of a method without rounds (issue 31)', () => {
  it('plays no invented rounds: it names the method’s winner and says why there are no rounds', () => {
    render(<CountedAnimation counted={counted()} />);
    const summary = screen.getByTestId('animation-method');
    expect(summary.textContent).toContain('Winner by Minimax: Heat');
    expect(summary.textContent).toContain('Minimax has no rounds to play');
    expect(screen.queryByRole('button', { name: /play/i })).toBeNull();
  });
});
