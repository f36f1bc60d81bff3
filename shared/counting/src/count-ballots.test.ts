import { describe, expect, it } from 'vitest';
import { countBallots } from './count-ballots';
import { selectBallots } from './packed-ballots';
import { referenceCount, singleSeatFields } from '../tests/support/reference-count';
import type { BallotGroup, CountOption } from './types';

const options: CountOption[] = [
  { id: 'option_1', name: 'Pizza', order: 0 },
  { id: 'option_2', name: 'Sushi', order: 1 },
  { id: 'option_3', name: 'Tacos', order: 2 },
];

const ballot = (count: number, ...ranking: string[]): BallotGroup => ({ ranking, count });

describe('countBallots', () => {
  it('has no rounds and no winner without votes; the quota is at least 1', () => {
    expect(countBallots(options, [])).toEqual({ totalVotes: 0, seats: 1, quota: 1, winners: [], winner: null, tie: null, rounds: [] });
  });

  it('elects a first-round majority winner', () => {
    const result = countBallots(options, [ballot(3, 'option_2', 'option_1', 'option_3'), ballot(2, 'option_1', 'option_2', 'option_3')]);
    expect(result).toMatchObject({ totalVotes: 5, quota: 3, winner: 'option_2', tie: null });
    expect(result.rounds).toEqual([
      {
        round: 1,
        counts: { option_1: 2, option_2: 3, option_3: 0 },
        winners: ['option_2'],
        eliminated: [],
        tieBreak: null,
        transfers: [],
        exhausted: 0,
        residualSurplus: 0,
        finalSurplus: 0,
        status: 'winner-elected',
        quota: 3,
      },
    ]);
  });

  it('eliminates the lowest option and moves its ballots to their next choice', () => {
    const result = countBallots(options, [
      ballot(4, 'option_1', 'option_2', 'option_3'),
      ballot(3, 'option_2', 'option_1', 'option_3'),
      ballot(2, 'option_3', 'option_2', 'option_1'),
    ]);
    expect(result.quota).toBe(5);
    expect(result.rounds.map((round) => [round.counts, round.eliminated, round.winners])).toEqual([
      [{ option_1: 4, option_2: 3, option_3: 2 }, ['option_3'], []],
      [{ option_1: 4, option_2: 5 }, [], ['option_2']],
    ]);
    expect(result.winner).toBe('option_2');
  });

  it('eliminates the later option in poll order when two tie for lowest', () => {
    const result = countBallots(options, [ballot(4, 'option_1'), ballot(2, 'option_2', 'option_1'), ballot(2, 'option_3', 'option_2')]);
    expect(result.quota).toBe(5);
    expect(result.rounds[0]?.eliminated).toEqual(['option_3']);
    expect(result.rounds[1]?.counts).toEqual({ option_1: 4, option_2: 4 });
  });

  it('reports a perfect two-way tie as a tie with no winner', () => {
    const result = countBallots(options, [ballot(2, 'option_1', 'option_3'), ballot(2, 'option_2', 'option_3'), ballot(1, 'option_3')]);
    // Tacos goes first (1 vote); its ballot exhausts, leaving 2–2 under a quota of 3.
    expect(result.rounds).toHaveLength(2);
    expect(result.rounds[1]?.counts).toEqual({ option_1: 2, option_2: 2 });
    expect(result.rounds[1]?.exhausted).toBe(1);
    expect(result).toMatchObject({ winner: null, tie: ['option_1', 'option_2'] });
  });

  it('elects the last option left even below the quota', () => {
    // 4 votes, quota 3; the single-choice ballots exhaust as their options go.
    const result = countBallots(options, [ballot(2, 'option_1'), ballot(1, 'option_2'), ballot(1, 'option_3')]);
    expect(result.rounds.map((round) => round.eliminated)).toEqual([['option_3'], ['option_2'], []]);
    expect(result.rounds[2]).toMatchObject({ counts: { option_1: 2 }, exhausted: 2, winners: ['option_1'], status: 'winner-elected' });
    expect(result.winner).toBe('option_1');
  });

  it('ignores ballots that rank nothing of this poll and unknown option ids', () => {
    const result = countBallots(options, [ballot(2, 'option_9'), ballot(0, 'option_1'), ballot(1, 'option_9', 'option_3')]);
    expect(result).toMatchObject({ totalVotes: 1, quota: 1, winner: 'option_3' });
  });
});

describe('threshold rules (the worked example of docs/counting.md)', () => {
  // 9 ballots: 4 Pizza > Sushi, 3 Sushi > Pizza, 2 Tacos alone.
  const example = [ballot(4, 'option_1', 'option_2'), ballot(3, 'option_2', 'option_1'), ballot(2, 'option_3')];

  it('quota: the fixed quota of 5 takes three rounds; Pizza wins with 7', () => {
    const result = countBallots(options, example, { threshold: 'quota' });
    expect(result).toMatchObject({ totalVotes: 9, quota: 5, winner: 'option_1', tie: null });
    expect(result.rounds.map(({ counts, exhausted, quota, eliminated, winners }) => ({ counts, exhausted, quota, eliminated, winners }))).toEqual([
      { counts: { option_1: 4, option_2: 3, option_3: 2 }, exhausted: 0, quota: 5, eliminated: ['option_3'], winners: [] },
      { counts: { option_1: 4, option_2: 3 }, exhausted: 2, quota: 5, eliminated: ['option_2'], winners: [] },
      { counts: { option_1: 7 }, exhausted: 2, quota: 5, eliminated: [], winners: ['option_1'] },
    ]);
    // The app's rule is the default.
    expect(countBallots(options, example)).toEqual(result);
  });

  it('continuing: a majority of the 7 ballots still continuing in round two (4) elects Pizza there', () => {
    const result = countBallots(options, example, { threshold: 'continuing' });
    expect(result).toMatchObject({ totalVotes: 9, quota: 5, winner: 'option_1', tie: null });
    expect(result.rounds.map(({ counts, exhausted, quota, eliminated, winners }) => ({ counts, exhausted, quota, eliminated, winners }))).toEqual([
      { counts: { option_1: 4, option_2: 3, option_3: 2 }, exhausted: 0, quota: 5, eliminated: ['option_3'], winners: [] },
      { counts: { option_1: 4, option_2: 3 }, exhausted: 2, quota: 4, eliminated: [], winners: ['option_1'] },
    ]);
  });

  it('continuing: an exact tie of the last two is still a tie', () => {
    const result = countBallots(options, [ballot(2, 'option_1'), ballot(2, 'option_2'), ballot(1, 'option_3')], { threshold: 'continuing' });
    expect(result.rounds[1]).toMatchObject({ counts: { option_1: 2, option_2: 2 }, quota: 3 });
    expect(result).toMatchObject({ winner: null, tie: ['option_1', 'option_2'] });
  });
});

describe('wide polls and the ballot selection', () => {
  it('selects the ballots of one option in ballot order, never the none marker, at every width', () => {
    const into = new Uint32Array(6);
    expect(selectBallots(Uint8Array.from([3, 0xff, 3, 1, 3, 0]), 3, into)).toBe(3);
    expect([...into.subarray(0, 3)]).toEqual([0, 2, 4]);
    expect(selectBallots(Uint16Array.from([0xffff, 300, 2, 300]), 300, into)).toBe(2);
    expect([...into.subarray(0, 2)]).toEqual([1, 3]);
    expect(selectBallots(Uint32Array.from([0x7fffffff, 70_000, 0x7fffffff]), 70_000, into)).toBe(1);
    expect(selectBallots(Uint32Array.from([0x7fffffff, 0, 0x7fffffff]), 0, into)).toBe(1);
  });

  it('counts a poll of 300 options (two bytes a choice) like the reference', () => {
    const wide: CountOption[] = Array.from({ length: 300 }, (_, i) => ({ id: `option_${i + 1}`, name: `O${i}`, order: i }));
    const ballots = [ballot(3, 'option_300', 'option_2'), ballot(2, 'option_2', 'option_299'), ballot(2, 'option_299', 'option_300'), ballot(1, 'option_1')];
    const result = countBallots(wide, ballots);
    expect(singleSeatFields(result)).toEqual(referenceCount(wide, ballots));
    expect(result.winner).toBe('option_300');
    expect(result.rounds).toHaveLength(299);
  });

  it('counts options whose ids are names of Object.prototype, and a lookup after elimination finds nothing', () => {
    const named: CountOption[] = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'].map((id, order) => ({ id, name: id, order }));
    const ballots = [ballot(5, 'toString'), ballot(3, 'hasOwnProperty', 'toString'), ballot(2, '__proto__', 'constructor'), ballot(1, 'constructor', 'hasOwnProperty')];
    const result = countBallots(named, ballots);
    expect(singleSeatFields(result)).toEqual(referenceCount(named, ballots));
    expect(Object.keys(result.rounds[0]!.counts)).toEqual(['__proto__', 'constructor', 'toString', 'hasOwnProperty']);
    expect(result.rounds[0]!.counts['__proto__']).toBe(2);
    const last = result.rounds.at(-1)!;
    expect(result.winner).toBe('toString');
    expect('constructor' in last.counts || '__proto__' in last.counts).toBe(false);
  });
});
