import { render, screen, within } from '@testing-library/react';
import { centreSqueeze } from '../../../../tests/support/method-polls';
import { ResultsView } from './results-view';

describe('the winner of a poll counted by another method (issue 31)', () => {
  it('shows the Schulze winner, not the instant runoff’s, and leaves out the runoff’s rounds', () => {
    render(<ResultsView counted={centreSqueeze('schulze')} />);
    const card = screen.getByRole('region', { name: 'Winner' });
    expect(within(card).getByText('Heat')).toBeTruthy();
    expect(card.textContent).toContain('Counted by Schulze.');
    expect(screen.queryByRole('heading', { name: 'Rounds Breakdown' })).toBeNull();
  });

});
