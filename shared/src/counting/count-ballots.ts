import { droopQuota } from './quota';
import type { BallotGroup, CountOption, CountResult, CountRound } from './types';

/**
 * Instant-runoff count for one seat under Runoff's rules (docs/counting.md):
 * each round gives every ballot to its highest-ranked option still in the count; an option at or above
 * the quota wins (highest first); otherwise the lowest option is eliminated, the later one in option
 * order on a tie for lowest. One option left wins. When every remaining option has the same count below
 * the quota, nothing separates them: the count ends with a tie and no winner (a runoff is needed).
 * The quota is fixed from the ballots counted in round one, as in the expected Burlington results.
 */
export function countBallots(options: readonly CountOption[], ballots: readonly BallotGroup[]): CountResult {
  const known = new Set(options.map((option) => option.id));
  const counted = ballots
    .map((group) => ({ ranking: group.ranking.filter((id) => known.has(id)), count: group.count }))
    .filter((group) => group.ranking.length > 0 && group.count > 0);
  const totalVotes = counted.reduce((sum, group) => sum + group.count, 0);
  const quota = droopQuota(totalVotes);
  const result: CountResult = { totalVotes, quota, winner: null, tie: null, rounds: [] };
  if (totalVotes === 0) return result;

  const remaining = [...options].sort((a, b) => a.order - b.order);
  while (remaining.length > 0) {
    const counts = tally(remaining, counted);
    const inCount = remaining.reduce((sum, option) => sum + (counts[option.id] ?? 0), 0);
    const round: CountRound = {
      round: result.rounds.length + 1,
      counts,
      winners: [],
      eliminated: [],
      exhausted: totalVotes - inCount,
      status: 'no-outcome',
      quota,
    };
    result.rounds.push(round);

    const byVotes = [...remaining].sort((a, b) => (counts[b.id] ?? 0) - (counts[a.id] ?? 0) || a.order - b.order);
    const top = byVotes[0]!;
    const topVotes = counts[top.id] ?? 0;
    if (topVotes >= quota || remaining.length === 1) {
      round.winners.push(top.id);
      round.status = 'winner-elected';
      result.winner = top.id;
      return result;
    }
    if (byVotes.every((option) => (counts[option.id] ?? 0) === topVotes)) {
      result.tie = byVotes.map((option) => option.id);
      return result;
    }
    const lowest = byVotes[byVotes.length - 1]!;
    round.eliminated.push(lowest.id);
    round.status = 'option-eliminated';
    remaining.splice(remaining.indexOf(lowest), 1);
  }
  return result;
}

/** Each ballot group's votes go to its highest-ranked option that is still in the count. */
function tally(remaining: readonly CountOption[], ballots: readonly BallotGroup[]): Record<string, number> {
  const counts: Record<string, number> = {};
  const active = new Set<string>();
  for (const option of remaining) {
    counts[option.id] = 0;
    active.add(option.id);
  }
  for (const group of ballots) {
    const choice = group.ranking.find((id) => active.has(id));
    if (choice !== undefined) counts[choice] = (counts[choice] ?? 0) + group.count;
  }
  return counts;
}
