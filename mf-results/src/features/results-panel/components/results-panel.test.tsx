import { RpcRequestError } from '@runoff/platform/supabase';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { localeStore } from '@runoff/platform/i18n';
import { load as loadMessages } from '../../../lib/i18n';
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
    load.mockRejectedValue(new RpcRequestError('Results are available once voting has ended', 403, '42501', 'results.voting_not_ended'));
    render(<ResultsPanel pollId="poll-1" />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Failed to load results: Results are available once voting has ended',
    );
  });

  it('rewords the failure on screen when the reader switches language', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    load.mockRejectedValue(new RpcRequestError('Results are available once voting has ended', 403, '42501', 'results.voting_not_ended'));
    render(
      <Suspense fallback={<p>loading</p>}>
        <ResultsPanel pollId="poll-1" />
      </Suspense>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load results: Results are available once voting has ended');
    try {
      await act(() => loadMessages('de'));
      act(() => localeStore.choose('de'));
      await waitFor(
        () => expect(screen.getByRole('alert').textContent).toBe('Ergebnisse konnten nicht geladen werden: Die Ergebnisse gibt es, sobald die Abstimmung beendet ist'),
        { timeout: 5000 },
      );
    } finally {
      act(() => localeStore.choose('en'));
    }
  });
});
