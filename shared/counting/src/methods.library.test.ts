import fc from 'fast-check';
import { Borda, Copeland, FirstPastThePost, Minimax, MinimaxVariant, RankedPairs, Schulze, utils, type Ballot } from 'votes';
import { describe, expect, it } from 'vitest';
import { election, pack } from '../tests/support/elections';
import { countWithMethod } from './count-methods';
import type { TallyMethod } from './method-types';
import type { BallotGroup, CountOption } from './types';

/**
 * The same elections counted by an independent implementation: `votes` 3.0.0 (npm, MIT, github.com/lzear/votes),
 * a dev dependency of this package only, never imported by its sources. Its ballots are cleaned the way the
 * engine reads them (unknown and repeated options dropped, empty or weightless ballots left out).
 */
function theirBallots(options: readonly CountOption[], ballots: readonly BallotGroup[]): Ballot[] {
  const ids = new Set(options.map((option) => option.id));
  return ballots
    .filter((group) => group.count > 0)
    .map((group) => ({ ranking: [...new Set(group.ranking.filter((id) => ids.has(id)))].map((id) => [id]), weight: group.count }))
    .filter((ballot) => ballot.ranking.length > 0);
}

/** Their winners: the options at the top of their ranking (several: a tie). */
function theirWinners(method: TallyMethod, options: readonly CountOption[], ballots: Ballot[]): string[] {
  const candidates = options.map((option) => option.id);
  const matrix = () => utils.matrixFromBallots(ballots, candidates);
  const counted =
    method === 'schulze'
      ? new Schulze(matrix())
      : method === 'ranked-pairs'
        ? new RankedPairs(matrix())
        : method === 'minimax'
          ? new Minimax({ ...matrix(), variant: MinimaxVariant.WinningVotes })
          : method === 'copeland'
            ? new Copeland(matrix())
            : method === 'borda'
              ? new Borda({ candidates, ballots })
              : new FirstPastThePost({ candidates, ballots });
  return [...counted.ranking()[0]!].sort();
}

function ourWinners(method: TallyMethod, options: readonly CountOption[], ballots: readonly BallotGroup[]): string[] {
  const result = countWithMethod(method, options, pack(options, ballots));
  return [...(result.winner ? [result.winner] : (result.tie ?? []))].sort();
}

/**
 * Where the two part: two options tied one on one, or two one-on-one wins with the same winning votes or the
 * same margin. Then `votes` ranks Schulze's options by how many they beat (Schulze's definition elects every
 * unbeaten one), and groups equal pairs in Ranked Pairs (Runoff takes them in Tideman's tie-breaking order),
 * where it can even pass over a Condorcet winner; see below.
 */
function tiesAnywhere(options: readonly CountOption[], ballots: readonly BallotGroup[]): boolean {
  const { explanation } = countWithMethod('copeland', options, pack(options, ballots));
  const above = explanation.method === 'copeland' ? explanation.pairwise.above : [];
  if (above.some((row, i) => row.some((votes, j) => i !== j && votes === above[j]![i]!))) return true;
  const wins = above.flatMap((row, i) => row.flatMap((votes, j) => (votes > above[j]![i]! ? [[votes, votes - above[j]![i]!]] : [])));
  const strengths = wins.map(([votes]) => votes);
  const margins = wins.map(([, margin]) => margin);
  return new Set(strengths).size < strengths.length || new Set(margins).size < margins.length;
}

const counted = election.filter(([options, ballots]) => theirBallots(options, ballots).length > 0);

describe('against the votes library on random elections', () => {
  it.each(['minimax', 'copeland', 'plurality'] as const)('%s: the same winner or the same tie, always', (method) => {
    fc.assert(
      fc.property(counted, ([options, ballots]) => {
        expect(ourWinners(method, options, ballots)).toEqual(theirWinners(method, options, theirBallots(options, ballots)));
      }),
      { numRuns: 500 },
    );
  });

  it('borda: the same winner on full rankings (on partial ones `votes` averages the places left out; Runoff gives them 0)', () => {
    const full = counted.filter(([options, ballots]) => theirBallots(options, ballots).every((ballot) => ballot.ranking.length === options.length));
    fc.assert(
      fc.property(full, ([options, ballots]) => {
        expect(ourWinners('borda', options, ballots)).toEqual(theirWinners('borda', options, theirBallots(options, ballots)));
      }),
      { numRuns: 300 },
    );
  });

  // Not Ranked Pairs: `votes`' Ranked Pairs can pass over a Condorcet winner (two cases pinned below), so it is
  // no oracle; Runoff's is held to Condorcet and the Smith set by methods.property.test.ts instead.
  it.each(['schulze'] as const)('%s: the same winner whenever no pair ties and no two wins have equal winning votes or margins', (method) => {
    let compared = 0;
    fc.assert(
      fc.property(counted, ([options, ballots]) => {
        if (tiesAnywhere(options, ballots)) return;
        compared += 1;
        expect(ourWinners(method, options, ballots)).toEqual(theirWinners(method, options, theirBallots(options, ballots)));
      }),
      { numRuns: 800 },
    );
    expect(compared).toBeGreaterThan(100);
  });
});

// The smallest disagreements fast-check found, and why Runoff keeps its answer.
describe('where the votes library and Runoff disagree', () => {
  const abc = ['o0', 'o1', 'o2'].map((id, order): CountOption => ({ id, name: id, order }));

  it('Schulze: votes elects the option beating the most by path; Schulze’s definition elects every unbeaten one', () => {
    // o1 beats o0 3–0; o2 ties both 3–3. Nobody has a path to o2 and o2 has none: p[o2][x] = p[x][o2] = 0, so
    // o2 is a potential winner (p[o2,x] ≥ p[x,o2] for every x), as is o1: a tie.
    const ballots = [
      { ranking: ['o2'], count: 3 },
      { ranking: ['o1', 'o0'], count: 3 },
    ];
    expect(ourWinners('schulze', abc, ballots)).toEqual(['o1', 'o2']);
    expect(theirWinners('schulze', abc, theirBallots(abc, ballots))).toEqual(['o1']);
  });

  it('Ranked Pairs: with o0 and o1 tied one on one and both beating o2, no locked pair points to either: a tie', () => {
    const ballots = [
      { ranking: ['o0'], count: 7 },
      { ranking: ['o1'], count: 5 },
      { ranking: ['o2', 'o1'], count: 2 },
    ];
    expect(ourWinners('ranked-pairs', abc, ballots)).toEqual(['o0', 'o1']);
    // votes draws an edge each way for the 7–7 tie, in the same group as o0 → o2 (also 7), and elects o0.
    expect(theirWinners('ranked-pairs', abc, theirBallots(abc, ballots))).toEqual(['o0']);
  });

  it('Ranked Pairs: with two wins of equal margin, votes passes over the Condorcet winner; Runoff elects it', () => {
    // Found by fast-check (seed 47270246). o2 beats o0 6–4 and o1 4–2 (both margins 2); o1 beats o0 5–4.
    const ballots = [
      { ranking: ['o2'], count: 1 },
      { ranking: ['o1', 'o2'], count: 2 },
      { ranking: ['o0'], count: 4 },
      { ranking: ['o2', 'o1'], count: 3 },
    ];
    expect(ourWinners('ranked-pairs', abc, ballots)).toEqual(['o2']);
    expect(ourWinners('copeland', abc, ballots)).toEqual(['o2']);
    expect(theirWinners('ranked-pairs', abc, theirBallots(abc, ballots))).toEqual(['o1']);
  });

  it('Ranked Pairs: with no tie and no equal strengths at all, votes still passes over the Condorcet winner', () => {
    // Found by fast-check. o1 beats o0 4–3 and o2 7–4, o0 beats o2 6–4: o1 wins every pair, and the locked order
    // o1 → o2 (7), o0 → o2 (6), o1 → o0 (4) puts o1 first. votes answers o0.
    const ballots = [
      { ranking: ['o0', 'o1'], count: 3 },
      { ranking: ['o1', 'o0'], count: 3 },
      { ranking: ['o2'], count: 4 },
      { ranking: ['o1'], count: 1 },
    ];
    expect(ourWinners('ranked-pairs', abc, ballots)).toEqual(['o1']);
    expect(theirWinners('ranked-pairs', abc, theirBallots(abc, ballots))).toEqual(['o0']);
  });
});
