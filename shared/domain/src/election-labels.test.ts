import { describe, expect, it } from 'vitest';
import { rankingRuleLabel, winnersLabel } from './election-labels';

const options = (n: number) => Array.from({ length: n }, (_, order) => ({ id: `option_${order + 1}`, text: `O${order}`, order }));

describe('election labels', () => {
  it('names the seats', () => {
    expect(winnersLabel(1)).toBe('1 winner');
    expect(winnersLabel(3)).toBe('3 winners');
    expect(winnersLabel(1200)).toBe('1,200 winners');
  });
  it('names the ranking rule', () => {
    expect(rankingRuleLabel({ minRanked: null, options: options(4) })).toBe('Rank every option');
    expect(rankingRuleLabel({ minRanked: 2, options: options(7) })).toBe('Rank at least 2 of 7 options');
  });
});
