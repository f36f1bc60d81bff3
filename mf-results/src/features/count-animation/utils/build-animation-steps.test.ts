import { countBallots, type CountOption } from '@runoff/counting';
import {
  buildAnimationSteps,
  COUNT_TICK_BUDGET,
  countTicksPerRound,
  MAX_COUNT_TICKS_PER_ROUND,
  NoOptionsError,
} from './build-animation-steps';

const films: CountOption[] = [
  { id: 'jaws', name: 'Jaws', order: 0 },
  { id: 'alien', name: 'Alien', order: 1 },
  { id: 'heat', name: 'Heat', order: 2 },
];
const filmBallots = [
  { ranking: ['alien', 'heat', 'jaws'], count: 3 },
  { ranking: ['heat', 'alien', 'jaws'], count: 3 },
  { ranking: ['jaws', 'alien', 'heat'], count: 1 },
];
const votesOf = (step: { bars: Array<{ name: string; votes: number }> }) =>
  Object.fromEntries(step.bars.map((bar) => [bar.name, bar.votes]));

describe('buildAnimationSteps', () => {
  const steps = buildAnimationSteps(films, countBallots(films, filmBallots));

  it('plays each round: start, one vote per tick, winner check, then elimination or winner', () => {
    expect(steps.map((step) => `${step.round}:${step.kind}`)).toEqual([
      '1:round-start',
      ...Array(7).fill('1:count'),
      '1:winner-check',
      '1:elimination',
      '2:round-start',
      '2:count',
      '2:winner-check',
      '2:winner',
    ]);
    expect(steps.map((step) => step.ticks)).toEqual([2, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 1, 2, 2]);
  });

  it('counts one vote more per tick and never takes a vote back', () => {
    const round1 = steps.filter((step) => step.round === 1 && step.kind === 'count');
    round1.forEach((step, index) => {
      expect(step.counted).toBe(index + 1);
      expect(step.toCount).toBe(7);
      expect(Object.values(votesOf(step)).reduce((a, b) => a + b, 0)).toBe(index + 1);
    });
    expect(votesOf(round1[6]!)).toEqual({ Jaws: 1, Alien: 3, Heat: 3 });
  });

  it('eliminates the lowest option, then moves its ballot to the next choice', () => {
    const elimination = steps[9]!;
    expect(elimination.banner).toEqual({ tone: 'eliminated', text: 'Jaws eliminated' });
    expect(elimination.bars.find((bar) => bar.name === 'Jaws')!.state).toBe('eliminated');
    const round2Start = steps[10]!;
    expect(votesOf(round2Start)).toEqual({ Jaws: 0, Alien: 3, Heat: 3 });
    expect(round2Start).toMatchObject({ counted: 6, toCount: 7 });
    // The describer's words (@runoff/explain), in step: the check, the decision, then where the votes went.
    expect(steps[8]!.narration).toBe('Alien 3, Heat 3, Jaws 1. No option reaches the quota of 4.');
    expect(elimination.narration).toBe('Jaws has the fewest votes (1 vote) and is eliminated.');
    expect(round2Start.narration).toBe('Round 2: The ballots of Jaws (1 vote) move to their next choice still in the count: 1 to Alien.');
    expect(votesOf(steps[11]!)).toEqual({ Jaws: 0, Alien: 4, Heat: 3 });
  });

  it('ends with the winner', () => {
    const last = steps[steps.length - 1]!;
    expect(last.banner).toEqual({ tone: 'winner', text: 'Alien wins!' });
    expect(last.final).toEqual({ kind: 'winner', optionId: 'alien', name: 'Alien', votes: 4, rounds: 2, reason: 'quota' });
    expect(last.narration).toBe('Alien reaches the quota of 4 with 4 votes and wins.');
    expect(steps.at(-2)!.narration).toBe('Alien 4, Heat 3.');
    expect(last.bars.find((bar) => bar.name === 'Alien')!.state).toBe('winner');
    expect(steps.slice(0, -1).every((step) => step.final === null)).toBe(true);
  });

  it('ends a perfect two-way tie with both options tied and a runoff outcome', () => {
    const coin: CountOption[] = [
      { id: 'h', name: 'Heads', order: 0 },
      { id: 't', name: 'Tails', order: 1 },
    ];
    const tie = buildAnimationSteps(coin, countBallots(coin, [{ ranking: ['h', 't'], count: 2 }, { ranking: ['t', 'h'], count: 2 }]));
    const last = tie[tie.length - 1]!;
    expect(last.kind).toBe('tie');
    expect(last.final).toEqual({ kind: 'tie', names: ['Heads', 'Tails'] });
    expect(last.banner?.text).toBe('Tie between Heads and Tails');
    expect(last.narration).toBe('Heads and Tails have 2 votes each, below the quota of 3: nothing separates them, so the count ends in a tie.');
    expect(last.bars.map((bar) => bar.state)).toEqual(['tied', 'tied']);
  });

  it('counts large polls in batches so a round takes a bounded number of ticks', () => {
    const big = buildAnimationSteps(films, countBallots(films, filmBallots.map((group) => ({ ...group, count: group.count * 14_286 }))));
    const round1 = big.filter((step) => step.round === 1 && step.kind === 'count');
    expect(round1).toHaveLength(MAX_COUNT_TICKS_PER_ROUND);
    expect(round1[round1.length - 1]!.counted).toBe(100_002);
    expect(round1[round1.length - 1]!.narration).toBe('Counting first choices: 100,002 of 100,002.');
  });

  it('shares a tick budget across many rounds', () => {
    expect(countTicksPerRound(2)).toBe(MAX_COUNT_TICKS_PER_ROUND);
    expect(countTicksPerRound(20)).toBe(COUNT_TICK_BUDGET / 20);
    expect(countTicksPerRound(99)).toBe(3);
  });

  it('has nothing to play without votes and refuses a poll without options', () => {
    expect(buildAnimationSteps(films, countBallots(films, []))).toEqual([]);
    expect(() => buildAnimationSteps([], countBallots([], []))).toThrow(NoOptionsError);
    expect(() => buildAnimationSteps([], countBallots([], []))).toThrow('No options left to process in the animation');
  });
});
