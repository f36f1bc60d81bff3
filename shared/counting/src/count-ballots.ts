import { groupBallotState } from './group-ballots';
import { packedBallotState } from './packed-ballots';
import { runRounds } from './run-rounds';
import type { BallotGroup, CountOption, CountResult, CountRules, PackedBallots } from './types';

/**
 * Instant-runoff count for one seat under Runoff's rules (docs/counting.md):
 * each round gives every ballot to its highest-ranked option still in the count; an option at or above
 * the threshold wins (highest first); otherwise the lowest option is eliminated, the later one in option
 * order on a tie for lowest. One option left wins. When every remaining option has the same count below
 * the threshold, nothing separates them: the count ends with a tie and no winner (a runoff is needed).
 * The threshold is the quota fixed from the ballots counted in round one (the app's rule, as in the
 * expected Burlington results), or with `{ threshold: 'continuing' }` a majority of each round's
 * continuing ballots.
 *
 * Work grows with the ballots' length, not with rounds × ballots: a ballot is read again only when its
 * current choice is eliminated.
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
