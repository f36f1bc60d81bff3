import { currentChoices } from './current-choices';
import type { BallotState } from './run-rounds';
import type { PackedBallots } from './types';

/**
 * Packed ballots (option indices in one flat array, see PackedBallots): like groupBallotState without
 * any id lookup. Indices outside the options are skipped.
 */
export function packedBallotState(optionCount: number, ballots: PackedBallots, out: Uint8Array): BallotState {
  const { choices, starts, weights } = ballots;
  const size = Math.max(0, starts.length - 1);
  const { choice, none } = currentChoices(size, optionCount);
  const position = new Uint32Array(size);
  const counts = new Float64Array(optionCount);
  let totalVotes = 0;

  for (let b = 0; b < size; b++) {
    const weight = weights ? weights[b]! : 1;
    const end = starts[b + 1]!;
    let next = none;
    let p = starts[b]!;
    if (weight > 0) {
      for (; p < end; p++) {
        if (choices[p]! < optionCount) {
          next = choices[p]!;
          break;
        }
      }
    }
    position[b] = p;
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
        const end = starts[b + 1]!;
        let next = none;
        let p = position[b]! + 1;
        for (; p < end; p++) {
          const option = choices[p]!;
          if (option < optionCount && out[option] === 0) {
            next = option;
            break;
          }
        }
        position[b] = p;
        choice[b] = next;
        if (next !== none) counts[next] = counts[next]! + (weights ? weights[b]! : 1);
      }
      counts[eliminated] = 0;
    },
  };
}
