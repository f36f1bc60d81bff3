import { countPollResults } from '@runoff/results-count';
import type { PollResults } from '@runoff/domain';
import type { CountedResults } from '../../src/lib/utils/poll-results';

/**
 * Counts results already parsed, on the calling thread (fixtures, tests). The screens count what the
 * server sends off the main thread instead (getCountedResults).
 */
export function countResults(results: PollResults): CountedResults {
  return countPollResults(results);
}
