import { currentChoices } from './current-choices';
import type { BallotState } from './run-rounds';
import type { BallotGroup, CountOption } from './types';

/**
 * Ballot groups (a ranking of option ids and how many cast it, as the database returns them, or one
 * ballot each) kept as they are: each ballot remembers the position of its current choice, and only
 * ballots whose current choice is eliminated read further. Unknown ids are skipped; a group that ranks
 * no option of the poll, or has no positive count, is not counted.
 */
export function groupBallotState(options: readonly CountOption[], ballots: readonly BallotGroup[], out: Uint8Array): BallotState {
  const index = new Map<string, number>();
  options.forEach((option, i) => {
    if (!index.has(option.id)) index.set(option.id, i);
  });
  const size = ballots.length;
  const { choice, none } = currentChoices(size, options.length);
  const position = new Uint32Array(size);
  const counts = new Float64Array(options.length);
  let totalVotes = 0;

  for (let b = 0; b < size; b++) {
    const group = ballots[b]!;
    const weight = group.count;
    const ranking = group.ranking;
    let next = none;
    if (weight > 0) {
      let p = 0;
      for (; p < ranking.length; p++) {
        const option = index.get(ranking[p]!);
        if (option !== undefined) {
          next = option;
          break;
        }
      }
      position[b] = p;
    }
    choice[b] = next;
    if (next !== none) {
      counts[next] = counts[next]! + weight;
      totalVotes += weight;
    }
  }

  return {
    totalVotes,
    counts,
    eliminate(eliminated: number): void {
      if (counts[eliminated] === 0) return;
      for (let b = 0; b < size; b++) {
        if (choice[b] !== eliminated) continue;
        const group = ballots[b]!;
        const ranking = group.ranking;
        let next = none;
        let p = position[b]! + 1;
        for (; p < ranking.length; p++) {
          const option = index.get(ranking[p]!);
          if (option !== undefined && out[option] === 0) {
            next = option;
            break;
          }
        }
        position[b] = p;
        choice[b] = next;
        if (next !== none) counts[next] = counts[next]! + group.count;
      }
      counts[eliminated] = 0;
    },
  };
}
