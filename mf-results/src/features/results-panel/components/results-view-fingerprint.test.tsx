import { render, screen } from '@testing-library/react';
import { filmResults } from '@runoff/test-utils';
import { countResults } from '../../../../tests/support/count-results';
import { ResultsView } from './results-view';

const fingerprint = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';

describe('ResultsView and the published ballot list (issue 27)', () => {
  it('shows the fingerprint in groups of 8, what it is and how to recount, once published (the panel and the embed)', () => {
    render(<ResultsView counted={countResults(filmResults({ ballotList: { publication: 'participants', publishedAt: null, fingerprint } }))} />);
    const section = screen.getByRole('region', { name: 'Ballot list fingerprint' });
    expect(section.getAttribute('data-fingerprint')).toBe(fingerprint);
    expect(section.textContent).toContain('9f86d081 884c7d65 9a2feaa0 c55ad015 a3bf4f1b 2b0b822c d15d6c15 b0f00a08');
    expect(section.textContent).toContain('a change to any ballot would give another fingerprint');
    expect(section.textContent).toContain('To recount, download the ballot list and run pnpm tabulate ballots.csv --verify <fingerprint>.');
    expect(screen.getByRole('button', { name: 'Copy fingerprint' })).toBeTruthy();
  });

  it('shows none before publication', () => {
    render(<ResultsView counted={countResults(filmResults())} />);
    expect(screen.queryByRole('region', { name: 'Ballot list fingerprint' })).toBeNull();
  });
});
