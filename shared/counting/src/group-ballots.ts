import { currentChoices } from './current-choices';
import { selectBallots } from './packed-ballots';
import type { BallotState } from './run-rounds';
import type { BallotGroup, CountOption } from './types';

/**
 * Ballot groups (a ranking of option ids and how many cast it, as the database returns them, or one
 * ballot each) kept as they are: each group remembers the position of its current choice, and only
 * groups whose current choice is eliminated read further. Unknown ids are skipped; a group that ranks
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
    const { ranking, count } = ballots[b]!;
    let next = none;
    if (count > 0) {
      for (let p = 0; p < ranking.length; p++) {
        const option = index.get(ranking[p]!);
        if (option !== undefined) {
          position[b] = p;
          next = option;
          counts[option] = counts[option]! + count;
          totalVotes += count;
          break;
        }
      }
    }
    choice[b] = next;
  }

  let selected: Uint32Array | null = null;
  return {
    totalVotes,
    counts,
    eliminate(eliminated: number): void {
      if (counts[eliminated] === 0) return;
      selected ??= new Uint32Array(size);
      const moving = selectBallots(choice, eliminated, selected);
      for (let i = 0; i < moving; i++) {
        const b = selected[i]!;
        const { ranking, count } = ballots[b]!;
        let next = none;
        let p = position[b]! + 1;
        for (; p < ranking.length; p++) {
          const option = index.get(ranking[p]!);
          if (option !== undefined && out[option] === 0) {
            next = option;
            counts[option] = counts[option]! + count;
            break;
          }
        }
        position[b] = p;
        choice[b] = next;
      }
      counts[eliminated] = 0;
    },
  };
}
