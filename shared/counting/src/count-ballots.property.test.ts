import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countBallots, countPackedBallots } from './count-ballots';
import { referenceCount, singleSeatFields } from '../tests/support/reference-count';
import { election, pack, threshold } from '../tests/support/elections';

describe('the counting engine with one seat against the plain reference count (the single-seat engine as it was)', () => {
  it('gives exactly the reference result on grouped ballots, under both threshold rules', () => {
    fc.assert(
      fc.property(election, threshold, ([options, ballots], rule) => {
        expect(singleSeatFields(countBallots(options, ballots, { threshold: rule }))).toEqual(referenceCount(options, ballots, { threshold: rule }));
      }),
      { numRuns: 1500 },
    );
  });

  it('gives the same result on packed ballots', () => {
    fc.assert(
      fc.property(election, threshold, ([options, ballots], rule) => {
        expect(singleSeatFields(countPackedBallots(options, pack(options, ballots), { threshold: rule }))).toEqual(referenceCount(options, ballots, { threshold: rule }));
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
