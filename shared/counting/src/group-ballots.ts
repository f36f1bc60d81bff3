import type { BallotState, TransferFlow } from './ballot-state';
import { currentChoices } from './current-choices';
import { selectBallots } from './packed-ballots';
import { UNIT } from './quota';
import type { BallotGroup, CountOption } from './types';

/**
 * Ballot groups (a ranking of option ids and how many cast it, as the database returns them, or one
 * ballot each) kept as they are: each group remembers the position of its current choice, and only
 * groups whose current choice is elected or eliminated read further. Unknown ids are skipped; a group
 * that ranks no option of the poll, or has no positive count, is not counted. Every ballot of a group
 * has the same value at every step, so a group moves as one (as packedBallotState with weights).
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
          counts[option] = counts[option]! + count * UNIT;
          totalVotes += count;
          break;
        }
      }
    }
    choice[b] = next;
  }

  let selected: Uint32Array | null = null;
  // Each group's value per ballot in units, made by the first surplus transfer (until then UNIT).
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
        const { ranking, count } = ballots[b]!;
        const value = values ? values[b]! : UNIT;
        const passed = fraction === UNIT ? value : Math.floor((value * fraction) / UNIT);
        if (values) values[b] = passed;
        kept += count * (value - passed);
        let next = none;
        let p = seatsFilled ? ranking.length : position[b]! + 1;
        for (; p < ranking.length; p++) {
          const option = index.get(ranking[p]!);
          if (option !== undefined && out[option] === 0) {
            next = option;
            counts[option] = counts[option]! + count * passed;
            break;
          }
        }
        if (next === none) exhausted += count * passed;
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
