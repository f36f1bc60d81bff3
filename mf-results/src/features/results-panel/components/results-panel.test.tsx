import { render, screen } from '@testing-library/react';
import { getCountedResults } from '../../../lib/api/get-poll-results';
import { countResults } from '../../../../tests/support/count-results';
import { ResultsPanel } from './results-panel';
import { filmResults } from '@runoff/test-utils';

// The network call only; counting and rendering are the real ones.
vi.mock('../../../lib/api/get-poll-results', () => ({ getCountedResults: vi.fn() }));
const load = vi.mocked(getCountedResults);

describe('ResultsPanel', () => {
  it('loads the poll results, counts them and offers the actions', async () => {
    load.mockResolvedValue(countResults(filmResults()));
    render(<ResultsPanel pollId="poll-1" renderActions={(counted) => <button>Export {counted.results.poll.id}</button>} />);
    expect(screen.getByRole('status')?.textContent).toContain('Loading results…');
    expect(await screen.findByText(/after 2 round\(s\)/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export poll-1' })).toBeTruthy();
    expect(load).toHaveBeenCalledWith('poll-1');
  });

  it('shows the database message behind "Failed to load results:"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    load.mockRejectedValue({ message: 'Results are available once voting has ended', code: '42501' });
    render(<ResultsPanel pollId="poll-1" />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Failed to load results: Results are available once voting has ended',
    );
  });
});
