import { describe, expect, it } from 'vitest';
import { rereadDelayMs } from './reread-delay';

describe('rereadDelayMs', () => {
  it('is 20 s ± 25% for small rooms, grows with the room, and stops at 120 s ± 25%', () => {
    expect(rereadDelayMs(10, () => 0)).toBe(15_000);
    expect(rereadDelayMs(10, () => 1)).toBe(25_000);
    expect(rereadDelayMs(600, () => 0.5)).toBe(60_000);
    expect(rereadDelayMs(100_000, () => 1)).toBe(150_000);
  });
});
