import { distributeVotes } from './distribute-votes';

const sum = (map: Map<string, number>) => [...map.values()].reduce((a, b) => a + b, 0);

describe('distributeVotes', () => {
  it('shows every increment once all is counted', () => {
    const increments = new Map([['a', 3], ['b', 2], ['c', 0]]);
    expect(Object.fromEntries(distributeVotes(increments, 5, 5, new Map()))).toEqual({ a: 3, b: 2, c: 0 });
  });

  it('grows one vote at a time, never backwards, in proportion', () => {
    const increments = new Map([['a', 7], ['b', 2], ['c', 4], ['d', 1]]);
    let shown = new Map<string, number>();
    for (let counted = 1; counted <= 14; counted++) {
      const next = distributeVotes(increments, 14, counted, shown);
      expect(sum(next)).toBe(counted);
      for (const [id, value] of next) {
        expect(value).toBeGreaterThanOrEqual(shown.get(id) ?? 0);
        expect(value).toBeLessThanOrEqual(increments.get(id)!);
      }
      shown = next;
    }
    expect(Object.fromEntries(shown)).toEqual({ a: 7, b: 2, c: 4, d: 1 });
  });

  it('keeps the sum exact with large batches', () => {
    const increments = new Map([['a', 33_334], ['b', 33_333], ['c', 33_333]]);
    const half = distributeVotes(increments, 100_000, 50_000, new Map());
    expect(sum(half)).toBe(50_000);
    expect(half.get('a')! - half.get('b')!).toBeLessThanOrEqual(1);
  });
});
