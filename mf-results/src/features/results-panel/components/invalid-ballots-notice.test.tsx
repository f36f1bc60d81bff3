import { render, screen } from '@testing-library/react';
import { countResults } from '../../../../tests/support/count-results';
import { ResultsView } from './results-view';
import { filmResults } from '@runoff/test-utils';

describe('InvalidBallotsNotice in the results', () => {
  it('says how many stored ballots were left out of the count', () => {
    render(<ResultsView counted={countResults(filmResults({ invalidBallots: 2 }))} />);
    expect(screen.getByText('Some ballots were not counted')).toBeTruthy();
    expect(screen.getByText(/2 stored ballots were left out of the count because they are not a complete ranking/)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Winner' })).toBeTruthy();
  });

  it('uses the singular for one ballot, and shows with no countable votes too', () => {
    render(<ResultsView counted={countResults(filmResults({ ballots: [], totalVotes: 0, invalidBallots: 1 }))} />);
    expect(screen.getByText(/1 stored ballot was left out of the count because it is not/)).toBeTruthy();
  });

  it('shows nothing when every ballot counted', () => {
    render(<ResultsView counted={countResults(filmResults({ invalidBallots: 0 }))} />);
    expect(screen.queryByText('Some ballots were not counted')).toBeNull();
  });
});
