import type { BallotGroup, CountOption, CountResult, CountRound, CountRules } from '../../src/types';

/** The result as the single-seat engine gave it before several seats: what one seat must still give. */
type SingleSeatRound = Pick<CountRound, 'round' | 'counts' | 'winners' | 'eliminated' | 'exhausted' | 'status' | 'quota'>;
export type SingleSeatResult = Pick<CountResult, 'totalVotes' | 'quota' | 'winner' | 'tie'> & { rounds: SingleSeatRound[] };

/** A result cut down to the single-seat fields, to compare with referenceCount. */
export function singleSeatFields({ totalVotes, quota, winner, tie, rounds }: CountResult): SingleSeatResult {
  return {
    totalVotes,
    quota,
    winner,
    tie,
    rounds: rounds.map(({ round, counts, winners, eliminated, exhausted, status, quota }) => ({ round, counts, winners, eliminated, exhausted, status, quota })),
  };
}

/**
 * The one-seat rules of docs/counting.md written as plainly as possible, for tests only (not exported):
 * every round recounts every ballot from scratch. It is the single-seat engine as it was before several
 * seats, and with one seat the engine must still give exactly its result.
 */
export function referenceCount(options: readonly CountOption[], ballots: readonly BallotGroup[], rules: Pick<CountRules, 'threshold'> = {}): SingleSeatResult {
  const inPoll = (id: string) => options.some((option) => option.id === id);
  const counted = ballots.filter((group) => group.count > 0 && group.ranking.some(inPoll));
  const totalVotes = counted.reduce((sum, group) => sum + group.count, 0);
  const quota = Math.max(1, Math.floor(totalVotes / 2) + 1);
  const result: SingleSeatResult = { totalVotes, quota, winner: null, tie: null, rounds: [] };
  if (totalVotes === 0) return result;

  let remaining = [...options].sort((a, b) => a.order - b.order);
  for (;;) {
    const votes = remaining.map((option) =>
      counted
        .filter((group) => group.ranking.find((id) => remaining.some((left) => left.id === id)) === option.id)
        .reduce((sum, group) => sum + group.count, 0),
    );
    const continuing = votes.reduce((sum, v) => sum + v, 0);
    const threshold = rules.threshold === 'continuing' ? Math.max(1, Math.floor(continuing / 2) + 1) : quota;
    const round: SingleSeatRound = {
      round: result.rounds.length + 1,
      counts: Object.fromEntries(remaining.map((option, i) => [option.id, votes[i]!])),
      winners: [],
      eliminated: [],
      exhausted: totalVotes - continuing,
      status: 'no-outcome',
      quota: threshold,
    };
    result.rounds.push(round);
    const most = Math.max(...votes);
    const fewest = Math.min(...votes);
    const top = remaining[votes.indexOf(most)]!;
    if (most >= threshold || remaining.length === 1) {
      round.winners = [top.id];
      round.status = 'winner-elected';
      result.winner = top.id;
      return result;
    }
    if (most === fewest) {
      result.tie = remaining.map((option) => option.id);
      return result;
    }
    const lowest = remaining[votes.lastIndexOf(fewest)]!;
    round.eliminated = [lowest.id];
    round.status = 'option-eliminated';
    remaining = remaining.filter((option) => option !== lowest);
  }
}
