import { render, screen } from '@testing-library/react';
import { centreSqueeze } from '../../../../tests/support/method-polls';
import { CountedAnimation } from './count-animation-dialog';

describe('the count animation of a method without rounds (issue 31)', () => {
  it('plays no invented rounds: it names the method’s winner and says why there are no rounds', () => {
    render(<CountedAnimation counted={centreSqueeze('minimax')} />);
    const summary = screen.getByTestId('animation-method');
    expect(summary.textContent).toContain('Winner by Minimax: Heat');
    expect(summary.textContent).toContain('Minimax has no rounds to play');
    expect(screen.queryByRole('button', { name: /play/i })).toBeNull();
  });
});
