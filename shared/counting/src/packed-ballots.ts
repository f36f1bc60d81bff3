import type { BallotState, TransferFlow } from './ballot-state';
import { currentChoices } from './current-choices';
import { UNIT } from './quota';
import type { PackedBallots } from './types';

/**
 * Packed ballots (option indices in one flat array, see PackedBallots), without any id lookup: each
 * ballot remembers the position of its current choice, and only ballots whose current choice is elected
 * or eliminated read further. Indices outside the options are skipped. This is the path a million ballots take
 * (the CSV reader), so the loops are kept tight (see selectBallots).
 */
export function packedBallotState(optionCount: number, ballots: PackedBallots, out: Uint8Array): BallotState {
  const { choices, starts, weights } = ballots;
  const size = Math.max(0, starts.length - 1);
  const { choice, none } = currentChoices(size, optionCount);
  // Where each ballot's current choice is in `choices`.
  const position = new Uint32Array(size);
  const counts = new Float64Array(optionCount);
  let totalVotes = 0;

  for (let b = 0; b < size; b++) {
    const weight = weights ? weights[b]! : 1;
    let next = none;
    if (weight > 0) {
      const end = starts[b + 1]!;
      for (let p = starts[b]!; p < end; p++) {
        const option = choices[p]!;
        if (option < optionCount) {
          position[b] = p;
          next = option;
          counts[option] = counts[option]! + weight * UNIT;
          totalVotes += weight;
          break;
        }
      }
    }
    choice[b] = next;
  }

  let selected: Uint32Array | null = null;
  // Each ballot's value in units, made by the first surplus transfer (until then every ballot is worth UNIT).
  let values: Uint16Array | null = null;
  return {
    totalVotes,
    counts,
    transfer(from: number, fraction: number, seatsFilled: boolean, flow: TransferFlow): void {
      if (counts[from] === 0) return;
      if (fraction < UNIT) values ??= new Uint16Array(size).fill(UNIT);
      selected ??= new Uint32Array(size);
      const moving = selectBallots(choice, from, selected);
      let kept = 0;
      let exhausted = 0;
      for (let i = 0; i < moving; i++) {
        const b = selected[i]!;
        const weight = weights ? weights[b]! : 1;
        const value = values ? values[b]! : UNIT;
        // RCTab's multiply: the part passed on is truncated to whole units, never rounded.
        const passed = fraction === UNIT ? value : Math.floor((value * fraction) / UNIT);
        if (values) values[b] = passed;
        kept += weight * (value - passed);
        let next = none;
        const end = starts[b + 1]!;
        let p = seatsFilled ? end : position[b]! + 1;
        for (; p < end; p++) {
          const option = choices[p]!;
          if (option < optionCount && out[option] === 0) {
            next = option;
            counts[option] = counts[option]! + weight * passed;
            break;
          }
        }
        if (next === none) exhausted += weight * passed;
        position[b] = p;
        choice[b] = next;
      }
      if (seatsFilled) flow.finalSurplus += exhausted;
      else flow.exhausted += exhausted;
      flow.kept += kept;
      counts[from] = 0;
    },
  };
}

/**
 * Writes the ballots whose current choice is `option` into `into`, in ballot order, and returns how
 * many. No branch on the comparison: which ballots match is unpredictable, and a mispredicted branch
 * per ballot per round cost more than the rest of the count. In ballot order, the moves that follow
 * read the ballots front to back, which keeps the memory caches useful.
 */
export function selectBallots(choice: Uint8Array | Uint16Array | Uint32Array, option: number, into: Uint32Array): number {
  let count = 0;
  for (let b = 0; b < choice.length; b++) {
    into[count] = b;
    // 1 when equal: (0 - 1) >>> 31; 0 otherwise, as the xor is then a positive number below 2^32.
    count += ((choice[b]! ^ option) - 1) >>> 31;
  }
  return count;
}
