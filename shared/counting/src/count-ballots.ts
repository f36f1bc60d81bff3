import { groupBallotState } from './group-ballots';
import { packedBallotState } from './packed-ballots';
import { runRounds } from './run-rounds';
import type { BallotGroup, CountOption, CountResult, CountRules, PackedBallots } from './types';

/**
 * The count under Runoff's rules (docs/counting.md). With one seat (the default), the spec's instant
 * runoff: each round gives every ballot to its highest-ranked option still in the count; an option at or
 * above the threshold wins; otherwise the lowest option is eliminated, the later one in option order on a
 * tie for lowest; one option left wins; when every remaining option has the same count below the
 * threshold, the count ends with a tie and no winner (a runoff is needed). The threshold is the quota
 * fixed from the ballots counted in round one, or with `{ threshold: 'continuing' }` a majority of each
 * round's continuing ballots.
 *
 * With `{ seats: n }`, single transferable vote as RCTab counts it: a Droop quota fixed from round one,
 * every option reaching it elected, each winner's ballots passing on surplus ÷ votes of their value,
 * truncated to 4 decimal places, in the round after; no elimination in a round that elects anyone;
 * when no more options continue than seats are left, they are all elected.
 *
 * Work grows with the ballots' length, not with rounds × ballots: a ballot is read again only when its
 * current choice is elected or eliminated.
 */
export function countBallots(options: readonly CountOption[], ballots: readonly BallotGroup[], rules?: CountRules): CountResult {
  const out = new Uint8Array(options.length);
  return runRounds(options, groupBallotState(options, ballots, out), out, rules);
}

/** The same count on ballots already encoded as option indices (the CSV reader's output). */
export function countPackedBallots(options: readonly CountOption[], ballots: PackedBallots, rules?: CountRules): CountResult {
  const out = new Uint8Array(options.length);
  return runRounds(options, packedBallotState(options.length, ballots, out), out, rules);
}
