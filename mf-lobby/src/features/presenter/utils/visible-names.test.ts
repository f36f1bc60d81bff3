import { MAX_VISIBLE_NAMES, visibleNames } from './visible-names';

describe('visibleNames', () => {
  it('shows everyone up to the limit', () => {
    expect(visibleNames(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: 0 });
    const sixty = Array.from({ length: MAX_VISIBLE_NAMES }, (_, i) => i);
    expect(visibleNames(sixty).more).toBe(0);
  });

  it('keeps the newest names and counts the rest as more', () => {
    const names = Array.from({ length: 75 }, (_, i) => `n${i}`);
    const { shown, more } = visibleNames(names);
    expect(shown).toHaveLength(60);
    expect(shown[0]).toBe('n15');
    expect(shown.at(-1)).toBe('n74');
    expect(more).toBe(15);
  });
});
