import type { BallotState, TransferFlow } from './ballot-state';
import { checkRules, droopQuota, quotaUnits, surplusFraction, UNIT } from './quota';
import type { CountOption, CountResult, CountRound, CountRules, RoundTransfer, TieBreak } from './types';

/**
 * Runoff's rounds (docs/counting.md), with one seat or several as RCTab counts them. The state moves the
 * ballots; these rules only read counts (in units of 0.0001 vote) and decide. `out[i]` is 1 once option i
 * is elected or eliminated; the ballot state reads the same array to skip it.
 * (Kept compact: this code ships in the counting worker, inside the embed's weight budget.)
 */
export function runRounds(options: readonly CountOption[], state: BallotState, out: Uint8Array, rules?: CountRules): CountResult {
  const { seats, threshold: thresholdRule, oneWinnerPerRound } = checkRules(rules);
  const { totalVotes, counts } = state;
  const quota = quotaUnits(totalVotes * UNIT, seats, rules);
  const result: CountResult = { totalVotes, seats, quota: quota / UNIT, winners: [], winner: null, tie: null, rounds: [] };
  if (!totalVotes) return result;

  // Poll order (stable for equal orders), which also orders each round's counts and breaks ties.
  const byOrder = options.map((_, index) => index).sort((a, b) => options[a]!.order - options[b]!.order);
  const rank = new Uint32Array(options.length);
  byOrder.forEach((index, position) => (rank[index] = position));
  const id = (index: number) => options[index]!.id;
  const elected = new Uint8Array(options.length);
  // A winner's votes once its surplus has moved on: at most the quota.
  const held = new Float64Array(options.length);
  let continuing = options.length;
  let exhausted = 0;
  let residual = 0;
  let finalSurplus = 0;
  let seatsFilled = false;

  // Keyed by option id, which is any text to the engine: without a prototype an id such as `__proto__` is
  // stored like any other, and a lookup of an option that is out finds nothing.
  const record = () => Object.create(null) as Record<string, number>;

  /** Moves the ballots of `from` on, passing on `fraction` of their value; reports where `votes` went. */
  const move = (round: CountRound, from: number, kind: RoundTransfer['kind'], fraction: number, votes: number) => {
    const before = Float64Array.from(counts);
    const flow: TransferFlow = { kept: 0, exhausted: 0, finalSurplus: 0 };
    state.transfer(from, fraction, seatsFilled, flow);
    const to = record();
    for (const index of byOrder) if (!out[index] && counts[index]! > before[index]!) to[id(index)] = (counts[index]! - before[index]!) / UNIT;
    // A winner keeps at most the quota; what truncation left above it counts for nobody.
    const left = Math.max(0, flow.kept - quota);
    held[from] = flow.kept - left;
    residual += left;
    exhausted += flow.exhausted;
    finalSurplus += flow.finalSurplus;
    round.transfers.push({
      from: id(from),
      kind,
      fraction: fraction / UNIT,
      votes: votes / UNIT,
      to,
      exhausted: flow.exhausted / UNIT,
      finalSurplus: flow.finalSurplus / UNIT,
      residual: left / UNIT,
    });
  };
  const tieBreak = (decided: TieBreak['decided'], tied: number[], chosen: number): TieBreak => ({
    decided,
    rule: 'option-order',
    tied: tied.sort((a, b) => rank[a]! - rank[b]!).map(id),
    chosen: id(chosen),
  });

  for (;;) {
    const roundCounts = record();
    // Continuing options, then sorted most votes first, poll order on equal votes: the order of
    // election and of the tie rules.
    const standing: number[] = [];
    let inCount = 0;
    for (const index of byOrder) {
      if (elected[index]) roundCounts[id(index)] = held[index]! / UNIT;
      else if (!out[index]) {
        roundCounts[id(index)] = counts[index]! / UNIT;
        inCount += counts[index]!;
        standing.push(index);
      }
    }
    const threshold = seats < 2 && thresholdRule === 'continuing' ? droopQuota(inCount / UNIT, 1) * UNIT : quota;
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
      status: seatsFilled ? 'seats-filled' : 'no-outcome',
      quota: threshold / UNIT,
    };
    result.rounds.push(round);
    if (seatsFilled) return result;

    standing.sort((a, b) => counts[b]! - counts[a]! || rank[a]! - rank[b]!);
    const top = standing[0]!;
    const lowest = standing[standing.length - 1]!;
    let winners = continuing > seats - result.winners.length ? standing.filter((index) => counts[index]! >= threshold) : standing;
    if (oneWinnerPerRound && winners.length > 1) {
      // RCTab's "allow only one winner per round": the most votes; on a tie, the earlier in poll order.
      const tiedTop = winners.filter((index) => counts[index] === counts[top]);
      if (tiedTop.length > 1) round.tieBreak = tieBreak('elected', tiedTop, top);
      winners = [top];
    }

    if (winners.length) {
      round.status = 'winner-elected';
      for (const index of winners) {
        out[index] = elected[index] = 1;
        continuing--;
        round.winners.push(id(index));
        result.winners.push(id(index));
      }
      result.winner = result.winners[0]!;
      // One seat: the count ends with its winner, as the spec's. More seats than options: RCTab stops
      // once every option is elected, with no surplus to show.
      if (seats === 1 || (!continuing && result.winners.length < seats)) return result;
      seatsFilled = result.winners.length === seats;
      for (const index of winners) {
        const surplus = Math.max(0, counts[index]! - threshold);
        move(round, index, 'surplus', surplusFraction(surplus, counts[index]!), surplus);
      }
    } else if (counts[lowest] === counts[top]) {
      // Every continuing option has the same votes: nothing separates them, a runoff is needed.
      result.tie = standing.sort((a, b) => rank[a]! - rank[b]!).map(id);
      return result;
    } else {
      // The fewest votes go; on a tie for fewest, the later option in poll order (the last of `standing`).
      const tiedLowest = standing.filter((index) => counts[index] === counts[lowest]);
      if (tiedLowest.length > 1) round.tieBreak = tieBreak('eliminated', tiedLowest, lowest);
      round.status = 'option-eliminated';
      round.eliminated.push(id(lowest));
      out[lowest] = 1;
      continuing--;
      move(round, lowest, 'elimination', UNIT, counts[lowest]!);
    }
  }
}
