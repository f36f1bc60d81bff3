import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countBallots } from './count-ballots';
import { election, pack } from '../tests/support/elections';
import { countHeadToHead } from './head-to-head';
import { tallyPairs } from './pairwise-tally';
import type { BallotGroup, CountOption } from './types';

/** The plain reference: every ballot on its own, every pair asked "which does it rank higher?". */
function referenceHeadToHead(options: readonly CountOption[], ballots: readonly BallotGroup[]) {
  const ids = options.map((option) => option.id);
  const above = ids.map(() => ids.map(() => 0));
  for (const { ranking, count } of ballots) {
    if (!(count > 0)) continue;
    for (let copy = 0; copy < count; copy += 1) {
      // Its rank of an option: the first place it names it; unranked options come after all ranked ones.
      const rank = (id: string) => {
        const at = ranking.indexOf(id);
        return at < 0 ? Infinity : at;
      };
      ids.forEach((a, i) =>
        ids.forEach((b, j) => {
          if (i !== j && rank(a) < rank(b)) above[i]![j]! += 1;
        }),
      );
    }
  }
  const winners = ids.filter((_, i) => ids.every((__, j) => i === j || above[i]![j]! > above[j]![i]!));
  return { above, condorcetWinner: winners[0] ?? null };
}

/** Up to 20 options (more than one block of 8, more than the masks' 12) and ballots over them, with repeats and unknowns. */
const wideElection = fc.integer({ min: 1, max: 20 }).chain((size) =>
  fc.tuple(
    fc.constant(size),
    fc.array(fc.record({ ranking: fc.array(fc.integer({ min: 0, max: size + 1 }), { maxLength: size + 3 }), weight: fc.integer({ min: 0, max: 3 }) }), { maxLength: 30 }),
  ),
);

describe('tallyPairs', () => {
  it('gives the same table by blocks, by masks and pair by pair, on up to 20 options', () => {
    fc.assert(
      fc.property(wideElection, ([size, ballots]) => {
        const packed = {
          choices: Uint8Array.from(ballots.flatMap((ballot) => ballot.ranking)),
          starts: Uint32Array.from([0, ...ballots.map((_, b) => ballots.slice(0, b + 1).reduce((sum, ballot) => sum + ballot.ranking.length, 0))]),
          weights: Float64Array.from(ballots.map((ballot) => ballot.weight)),
        };
        const byPairs = tallyPairs(size, packed, 'pairs');
        // The plain way: each ballot's first place for each option, every pair asked.
        const plain = new Array<number>(size * size).fill(0);
        for (const { ranking, weight } of ballots) {
          const place = (option: number) => (ranking.indexOf(option) < 0 ? Infinity : ranking.indexOf(option));
          for (let i = 0; i < size; i += 1) for (let j = 0; j < size; j += 1) if (i !== j && place(i) < place(j)) plain[i * size + j]! += weight;
        }
        expect(Array.from(byPairs.above)).toEqual(plain);
        const ways = size <= 12 ? (['blocks', 'masks'] as const) : (['blocks'] as const);
        for (const way of ways) {
          const other = tallyPairs(size, packed, way);
          expect(Array.from(other.above), way).toEqual(Array.from(byPairs.above));
          expect(Array.from(other.firstChoices), way).toEqual(Array.from(byPairs.firstChoices));
          expect(other.totalVotes, way).toBe(byPairs.totalVotes);
        }
      }),
      { numRuns: 400 },
    );
  });
});

describe('countHeadToHead', () => {
  it('equals the plain reference on generated elections', () => {
    fc.assert(
      fc.property(election, ([options, ballots]) => {
        const counted = countHeadToHead(options, pack(options, ballots));
        const reference = referenceHeadToHead(options, ballots);
        expect(counted.above).toEqual(reference.above);
        expect(counted.condorcetWinner).toBe(reference.condorcetWinner);
        // Both ways of tallying (by bit masks up to 12 options, pair by pair above) give the same table.
        const packed = pack(options, ballots);
        const byPairs = tallyPairs(options.length, packed, 'pairs');
        const byMasks = tallyPairs(options.length, packed, 'masks');
        expect(Array.from(byMasks.above)).toEqual(Array.from(byPairs.above));
        expect(Array.from(byMasks.firstChoices)).toEqual(Array.from(byPairs.firstChoices));
        expect(byMasks.totalVotes).toBe(byPairs.totalVotes);
      }),
      { numRuns: 500 },
    );
  });

  it('finds no Condorcet winner in a cycle, and one that ranked choice does not elect', () => {
    const options: CountOption[] = ['A', 'B', 'C'].map((id, order) => ({ id, name: id, order }));
    const cycle = [
      { ranking: ['A', 'B', 'C'], count: 3 },
      { ranking: ['B', 'C', 'A'], count: 3 },
      { ranking: ['C', 'A', 'B'], count: 3 },
    ];
    expect(countHeadToHead(options, pack(options, cycle)).condorcetWinner).toBeNull();
    // B is everyone's second choice: it beats A and C 7–4 but has the fewest first choices.
    const centre = [
      { ranking: ['A', 'B', 'C'], count: 4 },
      { ranking: ['C', 'B', 'A'], count: 4 },
      { ranking: ['B', 'A', 'C'], count: 2 },
      { ranking: ['B', 'C', 'A'], count: 1 },
    ];
    const table = countHeadToHead(options, pack(options, centre));
    expect(table.above).toEqual([
      [0, 4, 6],
      [7, 0, 7],
      [5, 4, 0],
    ]);
    expect(table.condorcetWinner).toBe('B');
    expect(countBallots(options, centre).winner).toBe('A');
  });

  it('generated elections include those with no Condorcet winner and those whose winner differs from the count', () => {
    const kinds = new Set<string>();
    fc.assert(
      fc.property(election, ([options, ballots]) => {
        const { condorcetWinner } = referenceHeadToHead(options, ballots);
        const { winner } = countBallots(options, ballots);
        kinds.add(condorcetWinner === null ? 'none' : condorcetWinner === winner ? 'same' : 'differs');
      }),
      { numRuns: 300, seed: 22 },
    );
    expect(kinds).toEqual(new Set(['none', 'same', 'differs']));
  });
});
