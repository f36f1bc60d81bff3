import { droopQuota } from './quota';
import type { CountOption, CountResult, CountRound, CountRules } from './types';

/**
 * Where the ballots stand, by option index (the position in the options array). The round rules below
 * never look at a ballot: they read `counts` and call `eliminate`, which moves only the ballots whose
 * current choice was eliminated. Over a whole count each ballot's preferences are read at most once.
 */
export interface BallotState {
  /** Ballots that rank at least one option of the poll. */
  readonly totalVotes: number;
  /** Votes of each option still in the count; written by `eliminate`. */
  readonly counts: Float64Array;
  /** Gives every ballot whose current choice is `option` to its next option still in the count. */
  eliminate(option: number): void;
}

/**
 * Runoff's instant-runoff rounds for one seat (docs/counting.md). `out[i]` is 1 once option i has been
 * eliminated; the ballot state reads the same array to skip eliminated options.
 */
export function runRounds(options: readonly CountOption[], state: BallotState, out: Uint8Array, rules: CountRules = {}): CountResult {
  const { totalVotes, counts } = state;
  const quota = droopQuota(totalVotes);
  const result: CountResult = { totalVotes, quota, winner: null, tie: null, rounds: [] };
  if (totalVotes === 0) return result;

  // Poll order (stable for equal orders), which also orders each round's counts.
  const byOrder = options.map((_, index) => index).sort((a, b) => options[a]!.order - options[b]!.order);
  let remaining = options.length;
  while (remaining > 0) {
    // Keyed by option id, which is any text to the engine: without a prototype, an id such as `__proto__` is
    // stored like any other, and a lookup of an option that is out finds nothing (not Object.prototype's).
    const roundCounts: Record<string, number> = Object.create(null) as Record<string, number>;
    let inCount = 0;
    // Most votes (the earlier option on a tie) and fewest votes (the later option on a tie).
    let top = -1;
    let lowest = -1;
    for (const index of byOrder) {
      if (out[index]) continue;
      const votes = counts[index]!;
      roundCounts[options[index]!.id] = votes;
      inCount += votes;
      if (top < 0 || votes > counts[top]!) top = index;
      if (lowest < 0 || votes <= counts[lowest]!) lowest = index;
    }
    const threshold = rules.threshold === 'continuing' ? droopQuota(inCount) : quota;
    const round: CountRound = {
      round: result.rounds.length + 1,
      counts: roundCounts,
      winners: [],
      eliminated: [],
      exhausted: totalVotes - inCount,
      status: 'no-outcome',
      quota: threshold,
    };
    result.rounds.push(round);

    const topVotes = counts[top]!;
    if (topVotes >= threshold || remaining === 1) {
      round.winners.push(options[top]!.id);
      round.status = 'winner-elected';
      result.winner = options[top]!.id;
      return result;
    }
    if (counts[lowest]! === topVotes) {
      // Every remaining option has the same count: nothing separates them, a runoff is needed.
      result.tie = byOrder.filter((index) => !out[index]).map((index) => options[index]!.id);
      return result;
    }
    round.eliminated.push(options[lowest]!.id);
    round.status = 'option-eliminated';
    out[lowest] = 1;
    remaining -= 1;
    state.eliminate(lowest);
  }
  return result;
}
