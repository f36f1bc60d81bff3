import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { election, pack } from '../tests/support/elections';
import { countBallots } from './count-ballots';
import { compareMethods, countWithMethod } from './count-methods';
import { tallyPoints } from './borda';
import { countHeadToHead } from './head-to-head';
import { tallyPairs } from './pairwise-tally';
import { COUNT_METHODS, type TallyMethod } from './method-types';
import type { BallotGroup, CountOption } from './types';

const CONDORCET_METHODS = ['schulze', 'ranked-pairs', 'minimax', 'copeland'] as const;
const TALLY_METHODS = COUNT_METHODS.filter((method): method is TallyMethod => method !== 'irv');

/** Full rankings only: every ballot ranks every option once, in a random order. */
const fullRankings = fc.integer({ min: 1, max: 6 }).chain((size) => {
  const options = Array.from({ length: size }, (_, i): CountOption => ({ id: `o${i}`, name: `O${i}`, order: i }));
  const ranking = fc.shuffledSubarray(options.map((option) => option.id), { minLength: size, maxLength: size });
  return fc.tuple(fc.constant(options), fc.array(fc.record({ ranking, count: fc.integer({ min: 1, max: 5 }) }), { minLength: 1, maxLength: 30 }));
});

describe('every method', () => {
  it('elects the Condorcet winner, when there is one, under Schulze, Ranked Pairs, Minimax and Copeland', () => {
    let found = 0;
    fc.assert(
      fc.property(election, ([options, ballots]) => {
        const packed = pack(options, ballots);
        const { condorcetWinner } = countHeadToHead(options, packed);
        // With no ballot counted, one option alone is "unbeaten" but nobody voted: no winner (tested above).
        if (condorcetWinner === null || countBallots(options, ballots).totalVotes === 0) return;
        found += 1;
        for (const method of CONDORCET_METHODS) {
          const result = countWithMethod(method, options, packed);
          expect(result.winner, method).toBe(condorcetWinner);
          expect(result.tie, method).toBeNull();
        }
      }),
      { numRuns: 600 },
    );
    // The generated elections must hold Condorcet winners for this to say anything.
    expect(found).toBeGreaterThan(100);
  });

  it('elects within the Smith set under Schulze, Ranked Pairs and Copeland (winner, or every tied option)', () => {
    let smaller = 0;
    fc.assert(
      fc.property(election, ([options, ballots]) => {
        const packed = pack(options, ballots);
        const { above, options: ids } = countHeadToHead(options, packed);
        const beats = (i: number, j: number) => above[i]![j]! > above[j]![i]!;
        // The smallest set whose every member beats every option outside it: grown from the options with the
        // most one-on-one wins by any option some member does not beat.
        const wins = ids.map((_, i) => ids.filter((__, j) => beats(i, j)).length);
        const smith = new Set(ids.flatMap((_, i) => (wins[i] === Math.max(...wins) ? [i] : [])));
        for (let grown = true; grown; ) {
          grown = false;
          for (let x = 0; x < ids.length; x += 1) {
            if (smith.has(x) || [...smith].every((y) => beats(y, x))) continue;
            smith.add(x);
            grown = true;
          }
        }
        if (smith.size < ids.length) smaller += 1;
        for (const method of ['schulze', 'ranked-pairs', 'copeland'] as const) {
          const result = countWithMethod(method, options, packed);
          for (const id of result.winner ? [result.winner] : (result.tie ?? [])) expect(smith.has(ids.indexOf(id)), `${method} ${id}`).toBe(true);
        }
      }),
      { numRuns: 400 },
    );
    // Elections where the Smith set leaves options out, so the property says something.
    expect(smaller).toBeGreaterThan(50);
  });

  it('gives Borda scores summing to ballots × n(n − 1)/2 on full rankings', () => {
    fc.assert(
      fc.property(fullRankings, ([options, ballots]) => {
        const n = options.length;
        const total = ballots.reduce((sum, group) => sum + group.count, 0);
        const { scores } = countWithMethod('borda', options, pack(options, ballots));
        expect(Object.values(scores).reduce((a, b) => a + b, 0)).toBe((total * n * (n - 1)) / 2);
      }),
    );
  });

  it('agrees on full rankings of two options: the majority wins, or all tie', () => {
    const two = fullRankings.filter(([options]) => options.length === 2);
    const twoOptions = fc.tuple(
      fc.constant(['o0', 'o1'].map((id, order): CountOption => ({ id, name: id, order }))),
      fc.array(fc.record({ ranking: fc.constantFrom(['o0', 'o1'], ['o1', 'o0']), count: fc.integer({ min: 1, max: 5 }) }), { minLength: 1, maxLength: 30 }),
    );
    fc.assert(
      fc.property(fc.oneof(two, twoOptions), ([options, ballots]) => {
        const outcomes = compareMethods(options, pack(options, ballots)).outcomes;
        const first = outcomes[0]!;
        for (const outcome of outcomes) expect({ winner: outcome.winner, tie: outcome.tie }, outcome.method).toEqual({ winner: first.winner, tie: first.tie });
      }),
    );
  });

  it('counts the same from one shared tally (compareMethods) as method by method', () => {
    fc.assert(
      fc.property(election, ([options, ballots]) => {
        const packed = pack(options, ballots);
        const comparison = compareMethods(options, packed);
        for (const result of comparison.results) expect(result).toEqual(countWithMethod(result.method, options, packed));
        expect(comparison.instantRunoff).toEqual(countBallots(options, ballots));
      }),
      { numRuns: 200 },
    );
  });

  it('has a winner or a tie whenever a ballot ranks an option; the winner has the best score', () => {
    fc.assert(
      fc.property(election, ([options, ballots]) => {
        const packed = pack(options, ballots);
        for (const method of TALLY_METHODS) {
          const result = countWithMethod(method, options, packed);
          expect(result.totalVotes).toBe(countBallots(options, ballots).totalVotes);
          if (result.totalVotes === 0) continue;
          expect((result.winner === null) !== (result.tie === null), method).toBe(true);
          expect(result.tie === null || result.tie.length > 1, method).toBe(true);
          if (method === 'schulze' || method === 'ranked-pairs') continue;
          const best = (method === 'minimax' ? Math.min : Math.max)(...Object.values(result.scores));
          for (const id of result.winners.length > 0 ? result.winners : result.tie!) expect(result.scores[id], method).toBe(best);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('adds Borda points and first choices ballot by ballot (above 12 options) as the pairwise tally gives them', () => {
    fc.assert(
      fc.property(election, ([options, ballots]) => {
        const packed = pack(options, ballots);
        const tally = tallyPairs(options.length, packed);
        const points = tallyPoints(options.length, packed);
        const n = options.length;
        const rowSums = options.map((_, i) => options.reduce((sum, __, j) => sum + tally.above[i * n + j]!, 0));
        expect(Array.from(points.points)).toEqual(rowSums);
        expect(Array.from(points.firstChoices)).toEqual(Array.from(tally.firstChoices));
        expect(points.totalVotes).toBe(tally.totalVotes);
      }),
    );
  });

  it('scores plurality as the instant runoff’s round one', () => {
    fc.assert(
      fc.property(election, ([options, ballots]) => {
        const { rounds } = countBallots(options, ballots);
        const { scores } = countWithMethod('plurality', options, pack(options, ballots));
        if (rounds[0]) expect(scores).toEqual({ ...rounds[0].counts });
      }),
    );
  });

  it('generated elections include cycles, Condorcet winners, and ties for each method', () => {
    const kinds = new Set<string>();
    fc.assert(
      fc.property(election, ([options, ballots]: [CountOption[], BallotGroup[]]) => {
        const comparison = compareMethods(options, pack(options, ballots));
        if (comparison.cycle) kinds.add('cycle');
        if (comparison.pairwise.condorcetWinner) kinds.add('condorcet');
        for (const outcome of comparison.outcomes) if (outcome.tie) kinds.add(`tie ${outcome.method}`);
      }),
      { numRuns: 400, seed: 31 },
    );
    expect([...kinds].sort()).toEqual(['condorcet', 'cycle', ...COUNT_METHODS.map((method) => `tie ${method}`)].sort());
  });
});
