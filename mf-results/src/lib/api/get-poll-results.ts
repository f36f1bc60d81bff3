import { countInWorker, getCountedResults as readCountedResults } from '@runoff/results-count';
import { countWorkerUrl } from '../utils/count-worker-url';
import type { CountedResults } from '../utils/poll-results';

/**
 * One round trip: get_poll_results (docs/database-api.md) gives the poll, its options and its ballots
 * grouped by ranking, read and counted by @runoff/results-count in this remote's counting worker: for
 * 100,000 ballots they are megabytes of JSON, which the main thread never parses (docs/performance.md).
 */
export function getCountedResults(pollId: string): Promise<CountedResults> {
  return readCountedResults(pollId, countInWorker(countWorkerUrl()));
}
