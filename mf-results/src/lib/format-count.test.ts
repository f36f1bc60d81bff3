import { describe, expect, it } from 'vitest';
import { formatVotes, listNames } from './format-count';

describe('vote wording', () => {
  it('says 1 vote and 2 votes', () => {
    expect(formatVotes(1)).toBe('1 vote');
    expect(formatVotes(2)).toBe('2 votes');
    expect(formatVotes(0)).toBe('0 votes');
    expect(formatVotes(100000)).toBe('100,000 votes');
  });

  it('lists names in one style', () => {
    expect(listNames(['Pizza'])).toBe('Pizza');
    expect(listNames(['Pizza', 'Tacos'])).toBe('Pizza and Tacos');
    expect(listNames(['Pizza', 'Sushi', 'Tacos'])).toBe('Pizza, Sushi, and Tacos');
  });
});
