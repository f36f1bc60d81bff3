import type { BallotState, TransferFlow } from './ballot-state';
import { checkRules, droopQuota, quotaUnits, surplusFraction, UNIT } from './quota';
import type { CountOption, CountResult, CountRound, CountRules, RoundTransfer, TieBreak } from './types';

/**
 * Runoff's rounds (docs/counting.md), with one seat or several as RCTab counts them. The state moves the
 * ballots; these rules only read counts (in units of 0.0001 vote) and decide. `out[i]` is 1 once option i
 * is elected or eliminated; the ballot state reads the same array to skip it.
 */
export function runRounds(options: readonly CountOption[], state: BallotState, out: Uint8Array, rules?: CountRules): CountResult {
  const checked = checkRules(rules);
  const { seats } = checked;
  const { totalVotes, counts } = state;
  const quota = quotaUnits(totalVotes * UNIT, seats, checked);
  const result: CountResult = { totalVotes, seats, quota: quota / UNIT, winners: [], winner: null, tie: null, rounds: [] };
  if (totalVotes === 0) return result;

  // Poll order (stable for equal orders), which also orders each round's counts and breaks ties.
  const byOrder = options.map((_, index) => index).sort((a, b) => options[a]!.order - options[b]!.order);
  const rank = new Uint32Array(options.length);
  byOrder.forEach((index, position) => (rank[index] = position));
  const elected = new Uint8Array(options.length);
  // A winner's votes once its surplus has moved on: at most the quota.
  const held = new Float64Array(options.length);
  let continuing = options.length;
  let exhausted = 0;
  let residual = 0;
  let finalSurplus = 0;
  let seatsFilled = false;

  for (;;) {
    const roundCounts: Record<string, number> = {};
    const standing: number[] = [];
    let inCount = 0;
    for (const index of byOrder) {
      if (elected[index]) roundCounts[options[index]!.id] = held[index]! / UNIT;
      else if (!out[index]) {
        roundCounts[options[index]!.id] = counts[index]! / UNIT;
        inCount += counts[index]!;
        standing.push(index);
      }
    }
    const threshold = checked.threshold === 'continuing' ? droopQuota(inCount / UNIT, 1) * UNIT : quota;
    const round: CountRound = {
      round: result.rounds.length + 1,
      counts: roundCounts,
      winners: [],
      eliminated: [],
      tieBreak: null,
      transfers: [],
      exhausted: exhausted / UNIT,
      residualSurplus: residual / UNIT,
      finalSurplus: finalSurplus / UNIT,
      status: 'no-outcome',
      quota: threshold / UNIT,
    };
    result.rounds.push(round);
    if (seatsFilled) {
      round.status = 'seats-filled';
      return result;
    }

    // Most votes first, poll order on equal votes: the order of election and of the tie rules.
    standing.sort((a, b) => counts[b]! - counts[a]! || rank[a]! - rank[b]!);
    const seatsLeft = seats - result.winners.length;
    let winners = continuing <= seatsLeft ? standing : standing.filter((index) => counts[index]! >= threshold);
    if (checked.oneWinnerPerRound && winners.length > 1) {
      // RCTab's "allow only one winner per round": the most votes; on a tie, the earlier in poll order.
      const tiedTop = winners.filter((index) => counts[index] === counts[winners[0]!]);
      if (tiedTop.length > 1) round.tieBreak = tieBreak('elected', tiedTop, options, rank, tiedTop[0]!);
      winners = winners.slice(0, 1);
    }

    if (winners.length > 0) {
      round.status = 'winner-elected';
      for (const index of winners) {
        out[index] = 1;
        elected[index] = 1;
        continuing -= 1;
        round.winners.push(options[index]!.id);
        result.winners.push(options[index]!.id);
      }
      result.winner = result.winners[0]!;
      // One seat: the count ends with its winner, as the spec's. More seats than options: RCTab stops
      // once every option is elected, with no surplus to show.
      if (seats === 1 || (continuing === 0 && result.winners.length < seats)) return result;
      seatsFilled = result.winners.length === seats;
      for (const index of winners) {
        const votes = counts[index]!;
        const surplus = Math.max(0, votes - threshold);
        const moved = move(state, options, byOrder, out, index, surplusFraction(surplus, votes), seatsFilled);
        // The winner keeps at most the quota; what truncation left above it counts for nobody.
        const left = Math.max(0, moved.flow.kept - quota);
        held[index] = moved.flow.kept - left;
        residual += left;
        exhausted += moved.flow.exhausted;
        finalSurplus += moved.flow.finalSurplus;
        round.transfers.push(moved.transfer('surplus', surplus, left));
      }
      continue;
    }

    const lowest = standing[standing.length - 1]!;
    if (counts[lowest] === counts[standing[0]!]) {
      // Every continuing option has the same votes: nothing separates them, a runoff is needed.
      result.tie = standing.sort((a, b) => rank[a]! - rank[b]!).map((index) => options[index]!.id);
      return result;
    }
    // The fewest votes go; on a tie for fewest, the later option in poll order (the last of `standing`).
    const tiedLowest = standing.filter((index) => counts[index] === counts[lowest]);
    if (tiedLowest.length > 1) round.tieBreak = tieBreak('eliminated', tiedLowest, options, rank, lowest);
    round.status = 'option-eliminated';
    round.eliminated.push(options[lowest]!.id);
    out[lowest] = 1;
    continuing -= 1;
    const votes = counts[lowest]!;
    const moved = move(state, options, byOrder, out, lowest, UNIT, false);
    exhausted += moved.flow.exhausted;
    round.transfers.push(moved.transfer('elimination', votes, 0));
  }
}

/**
 * Moves one option's ballots on: what their value did, and the transfer as the round reports it (in votes)
 * once the caller knows what moved (`votes`) and what truncation left above the quota (`residual`).
 */
function move(
  state: BallotState,
  options: readonly CountOption[],
  byOrder: readonly number[],
  out: Uint8Array,
  from: number,
  fraction: number,
  seatsFilled: boolean,
): { flow: TransferFlow; transfer: (kind: RoundTransfer['kind'], votes: number, residual: number) => RoundTransfer } {
  const { counts } = state;
  const before = Float64Array.from(counts);
  const flow: TransferFlow = { kept: 0, exhausted: 0, finalSurplus: 0 };
  state.transfer(from, fraction, seatsFilled, flow);
  const to: Record<string, number> = {};
  for (const index of byOrder) {
    if (!out[index] && counts[index]! > before[index]!) to[options[index]!.id] = (counts[index]! - before[index]!) / UNIT;
  }
  return {
    flow,
    transfer: (kind, votes, residual) => ({
      from: options[from]!.id,
      kind,
      fraction: fraction / UNIT,
      votes: votes / UNIT,
      to,
      exhausted: flow.exhausted / UNIT,
      finalSurplus: flow.finalSurplus / UNIT,
      residual: residual / UNIT,
    }),
  };
}

/** The tie `tied` (already in the order the rule picks from) and the option it chose. */
function tieBreak(decided: TieBreak['decided'], tied: number[], options: readonly CountOption[], rank: Uint32Array, chosen: number): TieBreak {
  const inOrder = [...tied].sort((a, b) => rank[a]! - rank[b]!);
  return { decided, rule: 'option-order', tied: inOrder.map((index) => options[index]!.id), chosen: options[chosen]!.id };
}
