import { checkRules, quotaUnits, UNIT } from '../../src/quota';
import type { BallotGroup, CountOption, CountResult, CountRound, CountRules, RoundTransfer } from '../../src/types';

/**
 * The count with any number of seats written the way RCTab's Tabulator is, for tests only (not
 * exported): one record per ballot (its recipient and what it left with each winner), every round
 * re-reading every ballot from its first choice, the winners' tallies summed from what each ballot left
 * with them. Runoff's own rules where it keeps them (one seat ends with its winner, ties). The fast engine
 * must give exactly the same result.
 */
export function referenceStv(options: readonly CountOption[], groups: readonly BallotGroup[], rules?: CountRules): CountResult {
  const { seats, threshold, oneWinnerPerRound, ...quotaRules } = checkRules(rules);
  const sorted = [...options].map((option, index) => ({ option, index })).sort((a, b) => a.option.order - b.option.order || a.index - b.index);
  const inPoll = new Set(options.map((option) => option.id));
  const ballots = groups
    .filter((group) => group.count > 0 && group.ranking.some((id) => inPoll.has(id)))
    .flatMap((group) => Array.from({ length: group.count }, () => ({ ranking: group.ranking, recipient: null as string | null, left: new Map<string, number>(), active: true })));
  const totalVotes = ballots.length;
  const quota = quotaUnits(totalVotes * UNIT, seats, quotaRules);
  const result: CountResult = { totalVotes, seats, quota: quota / UNIT, winners: [], winner: null, tie: null, rounds: [] };
  if (totalVotes === 0) return result;

  const value = (ballot: (typeof ballots)[number]) => UNIT - [...ballot.left.values()].reduce((sum, v) => sum + v, 0);
  const status = new Map<string, 'continuing' | 'elected' | 'eliminated'>(sorted.map(({ option }) => [option.id, 'continuing']));
  const shown = new Map<string, number>();
  let inactive = 0;
  let residual = 0;
  let finalSurplus = 0;
  let previous: CountRound | null = null;
  for (;;) {
    const filled = seats > 1 && result.winners.length === seats;
    // Every ballot again: its recipient if still continuing, else its first continuing choice.
    const tally = new Map(sorted.filter(({ option }) => status.get(option.id) === 'continuing').map(({ option }) => [option.id, 0]));
    for (const ballot of ballots) {
      if (!ballot.active) continue;
      if (ballot.recipient !== null && tally.has(ballot.recipient)) {
        tally.set(ballot.recipient, tally.get(ballot.recipient)! + value(ballot));
        continue;
      }
      const from = ballot.recipient;
      const next = filled && from !== null ? undefined : ballot.ranking.find((id) => tally.has(id));
      const moving = value(ballot);
      if (next === undefined) {
        ballot.active = false;
        if (filled && from !== null) finalSurplus += moving;
        else inactive += moving;
      } else tally.set(next, tally.get(next)! + moving);
      ballot.recipient = next ?? null;
      const transfer = previous?.transfers.find((t) => t.from === from);
      if (transfer && moving > 0) {
        if (next !== undefined) transfer.to[next] = (transfer.to[next] ?? 0) + moving;
        else if (filled) transfer.finalSurplus += moving;
        else transfer.exhausted += moving;
      }
    }
    // The winners of the round before hold what their ballots left with them, at most the quota.
    for (const transfer of previous?.transfers ?? []) {
      if (transfer.kind !== 'surplus') continue;
      const kept = ballots.reduce((sum, ballot) => sum + (ballot.left.get(transfer.from) ?? 0), 0);
      transfer.residual = Math.max(0, kept - quota);
      residual += transfer.residual;
      shown.set(transfer.from, Math.min(kept, quota));
    }
    if (previous) finishTransfers(previous, sorted);
    const counts = Object.create(null) as Record<string, number>;
    for (const { option } of sorted) {
      if (status.get(option.id) === 'elected') counts[option.id] = shown.get(option.id)! / UNIT;
      if (tally.has(option.id)) counts[option.id] = tally.get(option.id)! / UNIT;
    }
    const continuingVotes = [...tally.values()].reduce((sum, v) => sum + v, 0);
    const roundThreshold = seats === 1 && threshold === 'continuing' ? (Math.floor(continuingVotes / UNIT / 2) + 1) * UNIT : quota;
    const round: CountRound = {
      round: result.rounds.length + 1,
      counts,
      winners: [],
      eliminated: [],
      tieBreak: null,
      transfers: [],
      exhausted: inactive / UNIT,
      residualSurplus: residual / UNIT,
      finalSurplus: finalSurplus / UNIT,
      status: 'no-outcome',
      quota: roundThreshold / UNIT,
    };
    result.rounds.push(round);
    if (filled) {
      round.status = 'seats-filled';
      return result;
    }

    const standing = [...tally].sort((a, b) => b[1] - a[1] || orderOf(sorted, a[0]) - orderOf(sorted, b[0]));
    const seatsLeft = seats - result.winners.length;
    let winners = standing.length <= seatsLeft ? standing : standing.filter(([, votes]) => votes >= roundThreshold);
    if (oneWinnerPerRound && winners.length > 1) {
      const tied = winners.filter(([, votes]) => votes === winners[0]![1]).map(([id]) => id);
      if (tied.length > 1) round.tieBreak = { decided: 'elected', rule: 'option-order', tied, chosen: tied[0]! };
      winners = winners.slice(0, 1);
    }
    if (winners.length > 0) {
      round.status = 'winner-elected';
      for (const [id] of winners) {
        status.set(id, 'elected');
        round.winners.push(id);
        result.winners.push(id);
      }
      result.winner = result.winners[0]!;
      const everyOption = [...status.values()].every((s) => s === 'elected');
      if (seats === 1 || (everyOption && result.winners.length < seats)) return result;
      for (const [id, votes] of winners) {
        const surplus = Math.max(0, votes - roundThreshold);
        const fraction = surplus > 0 ? Math.floor((surplus * UNIT) / votes) : 0;
        for (const ballot of ballots) {
          if (ballot.recipient !== id || !ballot.active) continue;
          const current = value(ballot);
          ballot.left.set(id, current - Math.floor((current * fraction) / UNIT));
        }
        round.transfers.push(emptyTransfer(id, 'surplus', fraction, surplus));
      }
    } else {
      if (standing[0]![1] === standing[standing.length - 1]![1]) {
        result.tie = standing.map(([id]) => id).sort((a, b) => orderOf(sorted, a) - orderOf(sorted, b));
        return result;
      }
      const [lowest, fewest] = standing[standing.length - 1]!;
      const tied = standing.filter(([, votes]) => votes === fewest).map(([id]) => id);
      if (tied.length > 1) round.tieBreak = { decided: 'eliminated', rule: 'option-order', tied, chosen: lowest };
      status.set(lowest, 'eliminated');
      round.eliminated.push(lowest);
      round.status = 'option-eliminated';
      round.transfers.push(emptyTransfer(lowest, 'elimination', UNIT, fewest));
    }
    previous = round;
  }
}

function orderOf(sorted: ReadonlyArray<{ option: CountOption }>, id: string): number {
  return sorted.findIndex(({ option }) => option.id === id);
}

/** A transfer in units, filled in while the next round re-reads the ballots (finishTransfers makes votes of it). */
function emptyTransfer(from: string, kind: RoundTransfer['kind'], fraction: number, votes: number): RoundTransfer {
  return { from, kind, fraction, votes, to: Object.create(null) as Record<string, number>, exhausted: 0, finalSurplus: 0, residual: 0 };
}

function finishTransfers(round: CountRound, sorted: ReadonlyArray<{ option: CountOption }>): void {
  for (const transfer of round.transfers) {
    const to = Object.create(null) as Record<string, number>;
    for (const { option } of sorted) if (transfer.to[option.id] !== undefined) to[option.id] = transfer.to[option.id]! / UNIT;
    Object.assign(transfer, {
      fraction: transfer.fraction / UNIT,
      votes: transfer.votes / UNIT,
      to,
      exhausted: transfer.exhausted / UNIT,
      finalSurplus: transfer.finalSurplus / UNIT,
      residual: transfer.residual / UNIT,
    });
  }
}
