import { describe, expect, it } from 'vitest';
import { pack } from '../tests/support/elections';
import { countPackedBallots } from './count-ballots';
import { compareMethods, countWithMethod, MAX_PAIRWISE_OPTIONS } from './count-methods';
import type { RankedPair } from './method-types';
import type { BallotGroup, CountOption } from './types';

const named = (...names: string[]): CountOption[] => names.map((name, order) => ({ id: name, name, order }));
const groups = (...list: Array<[number, string]>): BallotGroup[] => list.map(([count, ranking]) => ({ count, ranking: [...ranking] }));

// Wikipedia, "Schulze method", the example of 45 voters and 5 candidates (also Schulze's own examples page).
const wikipedia = groups([5, 'ACBED'], [5, 'ADECB'], [8, 'BEDAC'], [3, 'CABED'], [7, 'CAEBD'], [2, 'CBADE'], [7, 'DCEBA'], [8, 'EBADC']);
const abcde = named('A', 'B', 'C', 'D', 'E');

describe("Wikipedia's 45-voter Schulze example", () => {
  const ballots = pack(abcde, wikipedia);

  it('has the published pairwise table', () => {
    const { explanation } = countWithMethod('schulze', abcde, ballots);
    expect(explanation.method === 'schulze' && explanation.pairwise.above).toEqual([
      [0, 20, 26, 30, 22],
      [25, 0, 16, 33, 18],
      [19, 29, 0, 17, 24],
      [15, 12, 28, 0, 14],
      [23, 27, 21, 31, 0],
    ]);
  });

  it('elects E under Schulze, with the published strongest paths', () => {
    const result = countWithMethod('schulze', abcde, ballots);
    expect(result.winner).toBe('E');
    // The Schulze ranking E > A > C > B > D: how many options each beats by strongest path.
    expect(result.scores).toEqual({ A: 3, B: 1, C: 2, D: 0, E: 4 });
    const path = (from: string, to: string) => result.explanation.method === 'schulze' && result.explanation.paths.find((p) => p.from === from && p.to === to);
    expect(path('E', 'A')).toEqual({ from: 'E', to: 'A', votes: 25, against: 20, through: ['E', 'D', 'C', 'B', 'A'] });
    expect(path('A', 'E')).toEqual({ from: 'A', to: 'E', votes: 24, against: 21, through: ['A', 'D', 'C', 'E'] });
    expect(result.margin).toEqual({ over: 'A', amount: 1, unit: 'votes' });
  });

  it('elects A under Ranked Pairs: the pairs locked in order, and the cycles that skip three', () => {
    const result = countWithMethod('ranked-pairs', abcde, ballots);
    expect(result.winner).toBe('A');
    const pairs = result.explanation.method === 'ranked-pairs' ? result.explanation.pairs : [];
    const line = (pair: RankedPair) => `${pair.winner}>${pair.loser} ${pair.votes} ${pair.locked ? 'locked' : `skipped ${pair.cycle!.join('')}`}`;
    expect(pairs.map(line)).toEqual([
      'B>D 33 locked',
      'E>D 31 locked',
      'A>D 30 locked',
      'C>B 29 locked',
      'D>C 28 skipped DCBD',
      'E>B 27 locked',
      'A>C 26 locked',
      'B>A 25 skipped BACB',
      'C>E 24 locked',
      'E>A 23 skipped EACE',
    ]);
    // A's chains of locked pairs: the weakest is A>C>E, whose weakest pair is C over E, 24 − 21.
    expect(result.margin).toEqual({ over: 'E', amount: 3, unit: 'votes' });
  });

  it('elects E under Minimax (its worst defeat, 24, is the smallest) and under Copeland (three wins)', () => {
    const minimax = countWithMethod('minimax', abcde, ballots);
    expect(minimax.scores).toEqual({ A: 25, B: 29, C: 28, D: 33, E: 24 });
    expect(minimax.winner).toBe('E');
    expect(minimax.margin).toEqual({ over: 'A', amount: 1, unit: 'votes' });
    // Wins: A beats D, C; B beats D, A; C beats B, E; D beats C; E beats D, B, A.
    const copeland = countWithMethod('copeland', abcde, ballots);
    expect(copeland.scores).toEqual({ A: 2, B: 2, C: 2, D: 1, E: 3 });
    expect(copeland.winner).toBe('E');
  });
});

describe('ties: reported, never broken by a made-up rule', () => {
  const abc = named('A', 'B', 'C');
  const cycle = pack(abc, groups([3, 'ABC'], [3, 'BCA'], [3, 'CAB']));

  it('a perfect cycle is a three-way tie for every method, and the comparison names the cycle', () => {
    for (const method of ['schulze', 'minimax', 'copeland', 'borda', 'plurality'] as const) {
      const result = countWithMethod(method, abc, cycle);
      expect(result, method).toMatchObject({ winner: null, winners: [], tie: ['A', 'B', 'C'], margin: null });
    }
    expect(compareMethods(abc, cycle).cycle).toEqual(['A', 'B', 'C', 'A']);
  });

  it('Ranked Pairs takes pairs of equal strength in the poll order (Tideman’s tie-breaking ranking) and says so', () => {
    const result = countWithMethod('ranked-pairs', abc, cycle);
    // A>B, B>C and C>A are 6 to 3 each: A>B, then B>C are locked, C>A would close the cycle.
    expect(result.winner).toBe('A');
    const pairs = result.explanation.method === 'ranked-pairs' ? result.explanation.pairs : [];
    expect(pairs.map((pair) => [pair.winner, pair.loser, pair.locked, pair.orderedByPollOrder])).toEqual([
      ['A', 'B', true, true],
      ['B', 'C', true, true],
      ['C', 'A', false, true],
    ]);
    // The same ballots with the options in another order elect another option: the rule, stated, decided.
    expect(countWithMethod('ranked-pairs', named('B', 'C', 'A'), pack(named('B', 'C', 'A'), groups([3, 'ABC'], [3, 'BCA'], [3, 'CAB']))).winner).toBe('B');
  });

  it('two options tied one on one and unbeaten otherwise are a tie under every Condorcet method', () => {
    const ballots = pack(abc, groups([2, 'ABC'], [2, 'BAC']));
    for (const method of ['schulze', 'ranked-pairs', 'minimax', 'copeland'] as const) {
      expect(countWithMethod(method, abc, ballots).tie, method).toEqual(['A', 'B']);
    }
    expect(compareMethods(abc, ballots)).toMatchObject({ cycle: null, pairwise: { condorcetWinner: null } });
  });

  it('lists a tie in the poll order (`order`), not the order the options were given in', () => {
    const options: CountOption[] = [
      { id: 'x', name: 'X', order: 2 },
      { id: 'y', name: 'Y', order: 1 },
    ];
    expect(countWithMethod('borda', options, pack(options, groups([1, 'xy'], [1, 'yx']))).tie).toEqual(['y', 'x']);
  });

  it('no ballot: no winner and no tie', () => {
    expect(countWithMethod('schulze', abc, pack(abc, []))).toMatchObject({ winner: null, tie: null, totalVotes: 0 });
  });
});

describe('partial rankings: unranked options share the bottom', () => {
  const abcd = named('A', 'B', 'C', 'D');

  it('Borda gives n − 1 … 0 to the ranked options and 0 to each option left out', () => {
    // 4 options: A 3, B 2 on the first; C 3 on the second; D 3, A 2, B 1, C 0 on the third.
    const result = countWithMethod('borda', abcd, pack(abcd, groups([1, 'AB'], [1, 'C'], [1, 'DABC'])));
    expect(result.scores).toEqual({ A: 5, B: 3, C: 3, D: 3 });
    expect(result).toMatchObject({ winner: 'A', margin: { over: 'B', amount: 2, unit: 'points' } });
  });

  it('a ballot ranks the options it names above those it leaves out, and nothing between those left out', () => {
    const result = countWithMethod('copeland', abcd, pack(abcd, groups([1, 'A'], [1, 'B'])));
    const table = result.explanation.method === 'copeland' ? result.explanation.pairwise.above : [];
    expect(table).toEqual([
      [0, 1, 1, 1],
      [1, 0, 1, 1],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ]);
    // A and B tie (½ each) and beat C and D; C and D tie.
    expect(result.scores).toEqual({ A: 2.5, B: 2.5, C: 0.5, D: 0.5 });
    expect(result.tie).toEqual(['A', 'B']);
  });

  it('skips unknown and repeated entries as the instant runoff does', () => {
    const ballots = { choices: Uint8Array.from([0, 0, 200, 1]), starts: Uint32Array.from([0, 4]) };
    expect(countWithMethod('borda', abcd, ballots).scores).toEqual({ A: 3, B: 2, C: 0, D: 0 });
    expect(countWithMethod('plurality', abcd, ballots).scores).toEqual({ A: 1, B: 0, C: 0, D: 0 });
  });
});

describe('many options', () => {
  it('counts more than 12 options pair by pair, with the same results as by masks', () => {
    const options = Array.from({ length: 13 }, (_, i): CountOption => ({ id: `o${i}`, name: `O${i}`, order: i }));
    // o6 first on 3 ballots and second on 2 of the other 4: it beats everyone one on one.
    const ids = options.map((option) => option.id);
    const ballots = pack(options, [
      { ranking: ['o6', ...ids.filter((id) => id !== 'o6')], count: 3 },
      { ranking: ['o0', 'o6'], count: 2 },
      { ranking: [...ids].reverse(), count: 2 },
    ]);
    for (const method of ['schulze', 'ranked-pairs', 'minimax', 'copeland'] as const) expect(countWithMethod(method, options, ballots).winner, method).toBe('o6');
    // Borda points ballot by ballot: o6 12 × 3 + 11 × 2 + 6 × 2 = 70.
    expect(countWithMethod('borda', options, ballots).scores.o6).toBe(70);
  });

  it('refuses a pairwise count of more than MAX_PAIRWISE_OPTIONS options, and counts Borda on any number', () => {
    const options = Array.from({ length: MAX_PAIRWISE_OPTIONS + 1 }, (_, i): CountOption => ({ id: `o${i}`, name: `O${i}`, order: i }));
    const ballots = { choices: Uint8Array.from([3, 1]), starts: Uint32Array.from([0, 2]) };
    expect(() => countWithMethod('schulze', options, ballots)).toThrow(`schulze compares every pair of options: at most ${MAX_PAIRWISE_OPTIONS}, not ${MAX_PAIRWISE_OPTIONS + 1}`);
    expect(() => compareMethods(options, ballots)).toThrow(RangeError);
    expect(countWithMethod('borda', options, ballots).winner).toBe('o3');
  });
});

describe('the worked example of docs/counting.md: the picnic', () => {
  const picnic = named('Apples', 'Bananas', 'Cherries');
  const ballots = pack(picnic, [
    { ranking: ['Apples', 'Bananas', 'Cherries'], count: 5 },
    { ranking: ['Cherries', 'Bananas', 'Apples'], count: 4 },
    { ranking: ['Bananas', 'Apples', 'Cherries'], count: 2 },
    { ranking: ['Bananas', 'Cherries', 'Apples'], count: 1 },
  ]);

  it('gives every method’s winner, scores and margin as the table says', () => {
    const lines = compareMethods(picnic, ballots).results.map(({ method, winner, scores, margin }) => ({ method, winner, scores: { ...scores }, margin }));
    expect(lines).toEqual([
      { method: 'schulze', winner: 'Bananas', scores: { Apples: 1, Bananas: 2, Cherries: 0 }, margin: { over: 'Apples', amount: 7, unit: 'votes' } },
      { method: 'ranked-pairs', winner: 'Bananas', scores: { Apples: 1, Bananas: 2, Cherries: 0 }, margin: { over: 'Apples', amount: 2, unit: 'votes' } },
      { method: 'minimax', winner: 'Bananas', scores: { Apples: 7, Bananas: 0, Cherries: 8 }, margin: { over: 'Apples', amount: 7, unit: 'votes' } },
      { method: 'copeland', winner: 'Bananas', scores: { Apples: 1, Bananas: 2, Cherries: 0 }, margin: { over: 'Apples', amount: 1, unit: 'wins' } },
      { method: 'borda', winner: 'Bananas', scores: { Apples: 12, Bananas: 15, Cherries: 9 }, margin: { over: 'Apples', amount: 3, unit: 'points' } },
      { method: 'plurality', winner: 'Apples', scores: { Apples: 5, Bananas: 3, Cherries: 4 }, margin: { over: 'Cherries', amount: 1, unit: 'votes' } },
    ]);
    expect(compareMethods(picnic, ballots).outcomes[0]).toEqual({ method: 'irv', winner: 'Apples', tie: null, margin: { over: 'Cherries', amount: 2, unit: 'votes' } });
  });

  it('takes Ranked Pairs’ two pairs of 7–5 in the poll order: Apples’ pair first', () => {
    const { explanation } = countWithMethod('ranked-pairs', picnic, ballots);
    const pairs = explanation.method === 'ranked-pairs' ? explanation.pairs : [];
    expect(pairs.map((pair) => [pair.winner, pair.loser, pair.votes, pair.against, pair.locked, pair.orderedByPollOrder])).toEqual([
      ['Bananas', 'Cherries', 8, 4, true, false],
      ['Apples', 'Cherries', 7, 5, true, true],
      ['Bananas', 'Apples', 7, 5, true, true],
    ]);
  });
});

describe('compareMethods', () => {
  it('shows the centre squeeze: the instant runoff elects A, every Condorcet method B', () => {
    const abc = named('A', 'B', 'C');
    const comparison = compareMethods(abc, pack(abc, groups([4, 'ABC'], [4, 'CBA'], [2, 'BAC'], [1, 'BCA'])));
    expect(comparison.pairwise.condorcetWinner).toBe('B');
    expect(comparison.outcomes.map((o) => [o.method, o.winner])).toEqual([
      ['irv', 'A'],
      ['schulze', 'B'],
      ['ranked-pairs', 'B'],
      ['minimax', 'B'],
      ['copeland', 'B'],
      ['borda', 'B'],
      ['plurality', null],
    ]);
    // Plurality: A and C have 4 first choices each.
    expect(comparison.outcomes.at(-1)!.tie).toEqual(['A', 'C']);
    // The runoff's last round: A 6, C 5.
    expect(comparison.outcomes[0]!.margin).toEqual({ over: 'C', amount: 1, unit: 'votes' });
    expect(comparison.outcomes[1]!.margin).toEqual({ over: 'A', amount: 7, unit: 'votes' });
  });
});

describe('compareMethods with the instant runoff already counted (the results page, issue 31)', () => {
  it('uses the one-seat count it is given and gives the same comparison as counting it again', () => {
    const ballots = pack(abcde, wikipedia);
    const fresh = compareMethods(abcde, ballots);
    const given = compareMethods(abcde, ballots, undefined, fresh.instantRunoff);
    expect(given.instantRunoff).toBe(fresh.instantRunoff);
    expect(given.outcomes).toEqual(fresh.outcomes);
  });

  it('counts again when the count it is given fills several seats', () => {
    const ballots = pack(abcde, wikipedia);
    const stv = countPackedBallots(abcde, ballots, { seats: 2 });
    const comparison = compareMethods(abcde, ballots, undefined, stv);
    expect(comparison.instantRunoff).not.toBe(stv);
    expect(comparison.instantRunoff.seats).toBe(1);
  });
});
