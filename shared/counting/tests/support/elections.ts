import fc from 'fast-check';
import type { BallotGroup, CountOption, CountRules, PackedBallots, ThresholdRule } from '../../src/types';

/** Up to 7 options (orders may repeat: the options' own order then decides) and ballots over them. */
export const election = fc.integer({ min: 1, max: 7 }).chain((size) => {
  const ids = Array.from({ length: size }, (_, i) => `o${i}`);
  const options = fc.array(fc.integer({ min: 0, max: size }), { minLength: size, maxLength: size }).map((orders) =>
    ids.map((id, i): CountOption => ({ id, name: id.toUpperCase(), order: orders[i]! })),
  );
  // Rankings are truncated, may repeat an option, rank an unknown id or nothing at all.
  const ranking = fc.array(fc.constantFrom(...ids, 'unknown'), { maxLength: size + 2 });
  const ballots = fc.array(fc.record({ ranking, count: fc.integer({ min: 0, max: 4 }) }), { maxLength: 40 });
  return fc.tuple(options, ballots);
});
export const threshold = fc.constantFrom<ThresholdRule>('quota', 'continuing');

/** The same ballots as the CSV reader packs them: option indices, unknown ids as an out-of-range index. */
export function pack(options: readonly CountOption[], ballots: readonly BallotGroup[]): PackedBallots {
  const choices: number[] = [];
  const starts = [0];
  for (const group of ballots) {
    for (const id of group.ranking) {
      const index = options.findIndex((option) => option.id === id);
      choices.push(index < 0 ? 200 : index);
    }
    starts.push(choices.length);
  }
  return { choices: Uint8Array.from(choices), starts: Uint32Array.from(starts), weights: Uint32Array.from(ballots.map((group) => group.count)) };
}


/** Rules for a count of `optionCount` options: one seat under either threshold, or up to one seat more than options under RCTab's variants. */
function countRules(optionCount: number): fc.Arbitrary<CountRules> {
  return fc.oneof(
    threshold.map((rule): CountRules => ({ seats: 1, threshold: rule })),
    fc.record({
      seats: fc.integer({ min: 2, max: Math.max(2, optionCount + 1) }),
      quota: fc.constantFrom('droop' as const, 'hare' as const),
      fractionalQuota: fc.boolean(),
      oneWinnerPerRound: fc.boolean(),
    }),
  );
}

/** An election and rules to count it by, seats included. */
export const electionWithRules = election.chain(([options, ballots]) => fc.tuple(fc.constant(options), fc.constant(ballots), countRules(options.length)));
