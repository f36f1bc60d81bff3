import { describe, expect, it } from 'vitest';
import { Semaphore } from './semaphore.js';

describe('Semaphore', () => {
  it('never runs more than its size at once and runs every job', async () => {
    const gate = new Semaphore(3);
    let running = 0;
    let most = 0;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        gate.run(async () => {
          running += 1;
          most = Math.max(most, running);
          await new Promise((r) => setTimeout(r, 1 + (i % 3)));
          running -= 1;
          return i;
        }),
      ),
    );
    expect(most).toBe(3);
    expect(results).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });
});
