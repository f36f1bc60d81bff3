import { describe, expect, it } from 'vitest';
import { realtimeReconnectDelay } from './reconnect';

describe('realtimeReconnectDelay', () => {
  it('doubles from 1 s to at most 5 s, each step spread between half and one and a half of it', () => {
    const low = () => 0;
    const high = () => 0.999_999;
    expect([1, 2, 3, 4, 5, 9].map((tries) => realtimeReconnectDelay(tries, low))).toEqual([500, 1_000, 2_000, 2_500, 2_500, 2_500]);
    expect([1, 2, 3, 4, 5, 9].map((tries) => realtimeReconnectDelay(tries, high))).toEqual([1_500, 3_000, 6_000, 7_500, 7_500, 7_500]);
  });

  it('spreads a room of pages over the whole window instead of one instant', () => {
    const delays = Array.from({ length: 2_000 }, () => realtimeReconnectDelay(1));
    const seconds = new Set(delays.map((d) => Math.floor(d / 100)));
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(500);
    expect(Math.max(...delays)).toBeLessThanOrEqual(1_500);
    // Ten 100 ms slots between 0.5 and 1.5 s, every one of them used by some of the 2,000 pages.
    expect(seconds.size).toBeGreaterThanOrEqual(10);
  });
});
