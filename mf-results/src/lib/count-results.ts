import { countBallots } from '@runoff/shared/counting';
import type { PollResults } from '@runoff/shared/domain';
import type { CountedResults } from './poll-results';

/** Runs the one counting engine on a poll's ballot groups; every screen of this remote shows this count. */
export function countResults(results: PollResults): CountedResults {
  const options = results.poll.options.map((option) => ({ id: option.id, name: option.text, order: option.order }));
  const names = Object.fromEntries(results.poll.options.map((option) => [option.id, option.text]));
  return { results, count: countBallots(options, results.ballots), names };
}
