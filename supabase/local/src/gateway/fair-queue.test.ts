import { describe, expect, it } from 'vitest';
import { FairQueue, FULL } from './fair-queue.js';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('FairQueue', () => {
  it('runs at most perKey jobs of one address, lets another address in at once, and refuses past the queue', async () => {
    const queue = new FairQueue(4, 2, 3);
    const gates = Array.from({ length: 6 }, deferred);
    const started: string[] = [];
    const job = (name: string, gate: Promise<void>) => async () => {
      started.push(name);
      await gate;
      return name;
    };
    const busy = [0, 1, 2, 3, 4].map((i) => queue.run('a', job(`a${i}`, gates[i]!.promise)));
    const full = await queue.run('a', job('a5', gates[5]!.promise));
    expect(full).toBe(FULL);
    expect(started).toEqual(['a0', 'a1']);
    const other = queue.run('b', job('b0', Promise.resolve()));
    expect(await other).toBe('b0');
    expect(started).toEqual(['a0', 'a1', 'b0']);
    gates[0]!.resolve();
    await busy[0];
    await Promise.resolve();
    expect(started).toEqual(['a0', 'a1', 'b0', 'a2']);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(busy)).toEqual(['a0', 'a1', 'a2', 'a3', 'a4']);
  });
});
