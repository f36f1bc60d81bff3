import { countInWorker, getCountedResults } from '@runoff/results-count';
import { countWorkerUrl } from '../../../lib/utils/count-worker-url';
import type { CountedResults } from '../../../lib/utils/poll-results';
import { projectOf, type EmbedConnection } from './embed-connection';

/**
 * A completed poll's ballots (get_poll_results is open to anon once voting has ended), read and counted by
 * @runoff/results-count in the counting worker (or, where the page allows no worker, on the main thread in slices).
 */
export function getCompletedResults(connection: EmbedConnection, pollId: string): Promise<CountedResults> {
  return getCountedResults(pollId, countInWorker(countWorkerUrl()), projectOf(connection));
}
