import { describe, expect, it } from 'vitest';
import { countBallots } from './count-ballots';
import type { BallotGroup, CountOption } from './types';

const named = (...names: string[]): CountOption[] => names.map((name, order) => ({ id: name, name, order }));
const ballot = (count: number, ...ranking: string[]): BallotGroup => ({ ranking, count });

describe('several seats: the worked example of docs/counting.md', () => {
  const options = named('Pizza', 'Sushi', 'Tacos', 'Curry', 'Salad');
  // 24 ballots for 3 seats; some rank only one or two options.
  const ballots = [
    ballot(10, 'Pizza', 'Sushi', 'Tacos'),
    ballot(2, 'Pizza', 'Curry'),
    ballot(4, 'Sushi'),
    ballot(3, 'Tacos', 'Curry'),
    ballot(3, 'Curry', 'Tacos'),
    ballot(2, 'Salad', 'Curry'),
  ];
  const result = countBallots(options, ballots, { seats: 3 });

  it('fixes the Droop quota from round one: floor(24 / 4) + 1 = 7', () => {
    expect(result).toMatchObject({ totalVotes: 24, seats: 3, quota: 7, winners: ['Pizza', 'Sushi', 'Curry'], winner: 'Pizza', tie: null });
    expect(result.rounds.map((round) => round.quota)).toEqual([7, 7, 7, 7, 7, 7]);
  });

  it('counts every round as the docs show it', () => {
    expect(result.rounds.map(({ counts, winners, eliminated, exhausted, residualSurplus, finalSurplus, status }) => ({ counts, winners, eliminated, exhausted, residualSurplus, finalSurplus, status }))).toEqual([
      { counts: { Pizza: 12, Sushi: 4, Tacos: 3, Curry: 3, Salad: 2 }, winners: ['Pizza'], eliminated: [], exhausted: 0, residualSurplus: 0, finalSurplus: 0, status: 'winner-elected' },
      { counts: { Pizza: 7, Sushi: 8.166, Tacos: 3, Curry: 3.8332, Salad: 2 }, winners: ['Sushi'], eliminated: [], exhausted: 0, residualSurplus: 0.0008, finalSurplus: 0, status: 'winner-elected' },
      { counts: { Pizza: 7, Sushi: 7, Tacos: 3.594, Curry: 3.8332, Salad: 2 }, winners: [], eliminated: ['Salad'], exhausted: 0.5708, residualSurplus: 0.002, finalSurplus: 0, status: 'option-eliminated' },
      { counts: { Pizza: 7, Sushi: 7, Tacos: 3.594, Curry: 5.8332 }, winners: [], eliminated: ['Tacos'], exhausted: 0.5708, residualSurplus: 0.002, finalSurplus: 0, status: 'option-eliminated' },
      { counts: { Pizza: 7, Sushi: 7, Curry: 8.8332 }, winners: ['Curry'], eliminated: [], exhausted: 1.1648, residualSurplus: 0.002, finalSurplus: 0, status: 'winner-elected' },
      { counts: { Pizza: 7, Sushi: 7, Curry: 7 }, winners: [], eliminated: [], exhausted: 1.1648, residualSurplus: 0.0024, finalSurplus: 1.8328, status: 'seats-filled' },
    ]);
  });

  it('passes each winner ballot on at the truncated surplus fraction; truncation leaves a residual for nobody', () => {
    expect(result.rounds.map((round) => round.transfers)).toEqual([
      // 5 / 12 = 0.41666… → 0.4166: ten ballots give Sushi 4.166, two give Curry 0.8332; 12 × 0.5834 = 7.0008 stays.
      [{ from: 'Pizza', kind: 'surplus', fraction: 0.4166, votes: 5, to: { Sushi: 4.166, Curry: 0.8332 }, exhausted: 0, finalSurplus: 0, residual: 0.0008 }],
      // 1.166 / 8.166 → 0.1427. The four Sushi-only ballots exhaust (4 × 0.1427); the ten Pizza ballots
      // (worth 0.4166) pass floor4(0.4166 × 0.1427) = 0.0594 each to Tacos, skipping Pizza, already elected.
      [{ from: 'Sushi', kind: 'surplus', fraction: 0.1427, votes: 1.166, to: { Tacos: 0.594 }, exhausted: 0.5708, finalSurplus: 0, residual: 0.0012 }],
      [{ from: 'Salad', kind: 'elimination', fraction: 1, votes: 2, to: { Curry: 2 }, exhausted: 0, finalSurplus: 0, residual: 0 }],
      [{ from: 'Tacos', kind: 'elimination', fraction: 1, votes: 3.594, to: { Curry: 3 }, exhausted: 0.594, finalSurplus: 0, residual: 0 }],
      // Every seat is filled: Curry's surplus goes to nobody.
      [{ from: 'Curry', kind: 'surplus', fraction: 0.2075, votes: 1.8332, to: {}, exhausted: 0, finalSurplus: 1.8328, residual: 0.0004 }],
      [],
    ]);
  });
});

describe('several seats: RCTab rules', () => {
  const options = named('A', 'B', 'C', 'D');

  it('elects every option at the quota in one round, and all their surpluses move in the next, with no elimination', () => {
    // 12 ballots, 2 seats: quota 5. A and B both pass it in round one.
    const result = countBallots(options, [ballot(6, 'A', 'C'), ballot(5, 'B', 'D'), ballot(1, 'C')], { seats: 2 });
    expect(result.rounds[0]).toMatchObject({ winners: ['A', 'B'], eliminated: [], status: 'winner-elected' });
    expect(result.rounds[0]!.transfers.map((t) => [t.from, t.fraction, t.finalSurplus])).toEqual([
      ['A', 0.1666, 0.9996],
      ['B', 0, 0],
    ]);
    expect(result.rounds[1]).toMatchObject({ counts: { A: 5, B: 5, C: 1, D: 0 }, status: 'seats-filled', finalSurplus: 0.9996, residualSurplus: 0.0004 });
    expect(result.rounds).toHaveLength(2);
  });

  it('a winner at exactly the quota passes nothing on', () => {
    const result = countBallots(options, [ballot(4, 'A', 'B'), ballot(3, 'B'), ballot(2, 'C'), ballot(1, 'D')], { seats: 2 });
    expect(result.quota).toBe(4);
    expect(result.rounds[0]!.transfers).toEqual([{ from: 'A', kind: 'surplus', fraction: 0, votes: 0, to: {}, exhausted: 0, finalSurplus: 0, residual: 0 }]);
    expect(result.rounds[1]!.counts).toEqual({ A: 4, B: 3, C: 2, D: 1 });
  });

  it('elects the options left when no more continue than seats are left, even below the quota', () => {
    const result = countBallots(options, [ballot(5, 'A'), ballot(2, 'B'), ballot(2, 'C'), ballot(1, 'D')], { seats: 3 });
    // Quota 3: A wins in round 1; D goes in round 2; B and C take the last two seats with 2 each.
    expect(result.rounds.map((round) => [round.winners, round.eliminated])).toEqual([
      [['A'], []],
      [[], ['D']],
      [['B', 'C'], []],
      [[], []],
    ]);
    expect(result.winners).toEqual(['A', 'B', 'C']);
    expect(result.rounds[3]!.counts).toEqual({ A: 3, B: 2, C: 2 });
  });

  it('with one winner a round, elects only the most votes and the others in later rounds', () => {
    const ballots = [ballot(4, 'A', 'C'), ballot(4, 'B', 'C'), ballot(1, 'C'), ballot(1, 'D')];
    const result = countBallots(options, ballots, { seats: 2, oneWinnerPerRound: true });
    // A and B tie at the top (quota 4): the earlier in poll order is elected first.
    expect(result.rounds[0]).toMatchObject({ winners: ['A'], tieBreak: { decided: 'elected', rule: 'option-order', tied: ['A', 'B'], chosen: 'A' } });
    expect(result.rounds[1]).toMatchObject({ winners: ['B'], counts: { A: 4, B: 4, C: 1, D: 1 } });
    expect(countBallots(options, ballots, { seats: 2 }).rounds[0]!.winners).toEqual(['A', 'B']);
  });

  it('eliminates the later of the options tied for fewest and says so', () => {
    const result = countBallots(options, [ballot(5, 'A'), ballot(3, 'B'), ballot(1, 'C', 'B'), ballot(1, 'D', 'B')], { seats: 2 });
    expect(result.rounds[1]).toMatchObject({ eliminated: ['D'], tieBreak: { decided: 'eliminated', rule: 'option-order', tied: ['C', 'D'], chosen: 'D' } });
  });

  it('ends with a tie when every continuing option has the same votes, keeping the winners so far', () => {
    const result = countBallots(options, [ballot(6, 'A'), ballot(2, 'B'), ballot(2, 'C'), ballot(2, 'D')], { seats: 2 });
    expect(result).toMatchObject({ winners: ['A'], winner: 'A', tie: ['B', 'C', 'D'] });
    expect(result.rounds.at(-1)).toMatchObject({ status: 'no-outcome', counts: { A: 5, B: 2, C: 2, D: 2 } });
  });

  it('Hare rounds up; the fractional quota is the smallest unit above votes / (seats + 1)', () => {
    const ten = [ballot(4, 'A'), ballot(3, 'B'), ballot(2, 'C'), ballot(1, 'D')];
    expect(countBallots(options, ten, { seats: 3, quota: 'hare' }).quota).toBe(4);
    expect(countBallots(options, ten, { seats: 3, quota: 'hare', fractionalQuota: true }).quota).toBe(3.3334);
    expect(countBallots(options, ten, { seats: 3, fractionalQuota: true }).quota).toBe(2.5001);
    expect(countBallots(options, ten, { seats: 3 }).quota).toBe(3);
  });

  it('with more seats than options elects them all in round one and ends there, as RCTab', () => {
    const result = countBallots(named('A', 'B'), [ballot(3, 'A'), ballot(1, 'B')], { seats: 3 });
    expect(result.winners).toEqual(['A', 'B']);
    expect(result.rounds).toHaveLength(1);
    expect(result.rounds[0]!.transfers).toEqual([]);
  });

  it('needs a whole number of seats; the continuing threshold is for one seat only', () => {
    expect(() => countBallots(options, [], { seats: 0 })).toThrow(RangeError);
    expect(() => countBallots(options, [], { seats: 1.5 })).toThrow(RangeError);
    const ballots = [ballot(4, 'A', 'B'), ballot(3, 'B', 'A'), ballot(2, 'C')];
    expect(countBallots(options, ballots, { seats: 2, threshold: 'continuing' })).toEqual(countBallots(options, ballots, { seats: 2 }));
  });

  it('keeps ids such as __proto__ and constructor as options, in counts and transfers', () => {
    const odd = named('__proto__', 'constructor', 'toString');
    const result = countBallots(odd, [ballot(5, '__proto__', 'constructor'), ballot(2, 'constructor'), ballot(2, 'toString')], { seats: 2 });
    expect(result.winners).toEqual(['__proto__', 'constructor']);
    expect(Object.keys(result.rounds[0]!.counts)).toEqual(['__proto__', 'constructor', 'toString']);
    expect(result.rounds[0]!.transfers[0]!.to['constructor']).toBe(1);
  });
});
