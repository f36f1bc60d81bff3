import { countPollResults } from '@runoff/shared/results-count';
import type { PollResults } from '@runoff/shared/domain';
import type { CountedResults } from './poll-results';

/**
 * Counts results already parsed, on the calling thread (fixtures, tests). The screens count what the
 * server sends off the main thread instead (getCountedResults).
 */
export function countResults(results: PollResults): CountedResults {
  return countPollResults(results);
}
