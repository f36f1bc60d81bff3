import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countBallots, countPackedBallots } from './count-ballots';
import { referenceCount } from './reference-count';
import type { BallotGroup, CountOption, PackedBallots, ThresholdRule } from './types';

/** Up to 7 options (orders may repeat: the options' own order then decides) and ballots over them. */
const election = fc.integer({ min: 1, max: 7 }).chain((size) => {
  const ids = Array.from({ length: size }, (_, i) => `o${i}`);
  const options = fc.array(fc.integer({ min: 0, max: size }), { minLength: size, maxLength: size }).map((orders) =>
    ids.map((id, i): CountOption => ({ id, name: id.toUpperCase(), order: orders[i]! })),
  );
  // Rankings are truncated, may repeat an option, rank an unknown id or nothing at all.
  const ranking = fc.array(fc.constantFrom(...ids, 'unknown'), { maxLength: size + 2 });
  const ballots = fc.array(fc.record({ ranking, count: fc.integer({ min: 0, max: 4 }) }), { maxLength: 40 });
  return fc.tuple(options, ballots);
});
const threshold = fc.constantFrom<ThresholdRule>('quota', 'continuing');

/** The same ballots as the CSV reader packs them: option indices, unknown ids as an out-of-range index. */
function pack(options: readonly CountOption[], ballots: readonly BallotGroup[]): PackedBallots {
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

describe('the counting engine against the plain reference count', () => {
  it('gives exactly the reference result on grouped ballots, under both threshold rules', () => {
    fc.assert(
      fc.property(election, threshold, ([options, ballots], rule) => {
        expect(countBallots(options, ballots, { threshold: rule })).toEqual(referenceCount(options, ballots, { threshold: rule }));
      }),
      { numRuns: 1500 },
    );
  });

  it('gives the same result on packed ballots', () => {
    fc.assert(
      fc.property(election, threshold, ([options, ballots], rule) => {
        expect(countPackedBallots(options, pack(options, ballots), { threshold: rule })).toEqual(referenceCount(options, ballots, { threshold: rule }));
      }),
      { numRuns: 1500 },
    );
  });

  it('counts one ballot a row the same as the ballots grouped', () => {
    fc.assert(
      fc.property(election, threshold, ([options, ballots], rule) => {
        const single = ballots.flatMap((group) => Array.from({ length: group.count }, () => ({ ranking: group.ranking, count: 1 })));
        expect(countBallots(options, single, { threshold: rule })).toEqual(countBallots(options, ballots, { threshold: rule }));
      }),
      { numRuns: 500 },
    );
  });
});
