import { describe, expect, it } from 'vitest';
import { RateLimiter, WindowCounter } from './rate-limit.js';

describe('RateLimiter', () => {
  it('allows the burst, then refills at the rate, per key', () => {
    let now = 0;
    const limiter = new RateLimiter(1, 3, 60_000, () => now);
    expect([1, 2, 3, 4].map(() => limiter.take('a'))).toEqual([true, true, true, false]);
    expect(limiter.take('b')).toBe(true);
    now += 1000;
    expect(limiter.take('a')).toBe(true);
    expect(limiter.take('a')).toBe(false);
  });
});

describe('WindowCounter', () => {
  it('counts per window', () => {
    let now = 0;
    const counter = new WindowCounter(2, 1000, () => now);
    expect([counter.take(), counter.take(), counter.take()]).toEqual([true, true, false]);
    now = 1000;
    expect(counter.take()).toBe(true);
  });
});
