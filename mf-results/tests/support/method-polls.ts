import type { CountMethod } from '@runoff/domain';
import { filmResults, pollOptions } from '@runoff/test-utils';
import type { CountedResults } from '../../src/lib/utils/poll-results';
import { countResults } from './count-results';

/** Rankings of option_1… (the names in order), each with how many ballots carry it. */
type Ballots = [ranking: string[], count: number][];

function countedPoll(id: string, title: string, names: string[], countingMethod: CountMethod, ballots: Ballots): CountedResults {
  return countResults(
    filmResults({
      poll: { id, title, status: 'completed', options: pollOptions(...names), seats: 1, countingMethod },
      ballots: ballots.map(([ranking, count]) => ({ ranking, count })),
      totalVotes: ballots.reduce((sum, [, count]) => sum + count, 0),
    }),
  );
}

/**
 * Alien wins the instant runoff (4 of 7 after Jaws goes); Heat beats both one on one, so it is the
 * Condorcet winner and wins by Schulze, Minimax and the like: a centre squeeze.
 */
export function centreSqueeze(countingMethod: CountMethod): CountedResults {
  return countedPoll('poll-m', 'Films', ['Jaws', 'Alien', 'Heat'], countingMethod, [
    [['option_2', 'option_3', 'option_1'], 3],
    [['option_1', 'option_3', 'option_2'], 2],
    [['option_3', 'option_1', 'option_2'], 1],
    [['option_3', 'option_2', 'option_1'], 1],
  ]);
}

/** A beats B 6–3, B beats C 7–2, C beats A 5–4: a cycle, no Condorcet winner. */
export function condorcetCycle(countingMethod: CountMethod): CountedResults {
  return countedPoll('poll-y', 'Cycle', ['Ay', 'Bee', 'Cee'], countingMethod, [
    [['option_1', 'option_2', 'option_3'], 4],
    [['option_2', 'option_3', 'option_1'], 3],
    [['option_3', 'option_1', 'option_2'], 2],
  ]);
}
