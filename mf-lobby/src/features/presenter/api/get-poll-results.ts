import { countOnThisPage, getCountedResults } from '@runoff/results-count';
import { outcomeOf, type Outcome } from '../utils/outcome';

/**
 * get_poll_results, read and counted by @runoff/results-count: the host may read it at any time; the
 * presenter asks only once voting has ended. The answer (megabytes of JSON for 100,000 ballots) is
 * decoded, parsed and counted on the main thread in slices of about 20 ms, so the room's screen never
 * stalls (docs/performance.md); mf-results' panel and animation count the same answer in its worker.
 */
export async function getPollOutcome(pollId: string): Promise<Outcome> {
  return outcomeOf(await getCountedResults(pollId, countOnThisPage));
}
