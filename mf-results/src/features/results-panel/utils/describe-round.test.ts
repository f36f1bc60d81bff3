import type { CountRound } from '@runoff/counting';
import { describeRound } from './describe-round';

const name = (id: string) => ({ a: 'Alien', b: 'Heat', c: 'Jaws' })[id] ?? id;
const round = (overrides: Partial<CountRound>): CountRound => ({
  round: 1,
  counts: { a: 2, b: 5, c: 1 },
  winners: [],
  eliminated: [],
  tieBreak: null,
  transfers: [],
  exhausted: 0,
  residualSurplus: 0,
  finalSurplus: 0,
  status: 'no-outcome',
  quota: 5,
  ...overrides,
});

describe('describeRound', () => {
  it('lists the counts most first and who was eliminated', () => {
    expect(describeRound(round({ eliminated: ['c'], status: 'option-eliminated' }), ['a', 'b', 'c'], name)).toBe(
      'Heat 5, Alien 2, Jaws 1. Jaws eliminated.',
    );
  });

  it('names the elected option and ballots with no remaining choice', () => {
    const text = describeRound(round({ counts: { a: 3, b: 5 }, winners: ['b'], status: 'winner-elected', exhausted: 1 }), ['a', 'b', 'c'], name);
    expect(text).toBe('Heat 5, Alien 3. Heat elected. 1 ballot has no remaining choice.');
  });

  it('says a round without outcome is a tie', () => {
    expect(describeRound(round({ counts: { a: 2, b: 2 }, exhausted: 3 }), ['a', 'b'], name)).toBe(
      'Alien 2, Heat 2. All remaining options are tied. 3 ballots have no remaining choice.',
    );
  });
});
