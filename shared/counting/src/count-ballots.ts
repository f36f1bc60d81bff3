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
 *
 * The ballots come encoded as option indices (PackedBallots: the CSV reader's and the results reader's
 * output); countBallots takes them as rankings of option ids.
 */
export function countPackedBallots(options: readonly CountOption[], ballots: PackedBallots, rules?: CountRules): CountResult {
  const out = new Uint8Array(options.length);
  return runRounds(options, packedBallotState(options.length, ballots, out), out, rules);
}

/**
 * The same count on ballot groups (a ranking of option ids and how many cast it, or one ballot each),
 * packed first: one count, one state machine. An id that is no option of the poll is skipped (packed as an
 * index past the options); a group with no positive count is not counted.
 */
export function countBallots(options: readonly CountOption[], ballots: readonly BallotGroup[], rules?: CountRules): CountResult {
  return countPackedBallots(options, packGroups(options, ballots), rules);
}

function packGroups(options: readonly CountOption[], ballots: readonly BallotGroup[]): PackedBallots {
  const index = new Map<string, number>();
  options.forEach((option, i) => {
    if (!index.has(option.id)) index.set(option.id, i);
  });
  const starts = new Uint32Array(ballots.length + 1);
  let length = 0;
  ballots.forEach((group, b) => {
    length += group.ranking.length;
    starts[b + 1] = length;
  });
  const choices = options.length < 255 ? new Uint8Array(length) : new Uint16Array(length);
  let p = 0;
  for (const { ranking } of ballots) for (const id of ranking) choices[p++] = index.get(id) ?? options.length;
  return { choices, starts, weights: Float64Array.from(ballots, (group) => group.count) };
}
