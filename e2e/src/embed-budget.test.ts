import { describe, expect, it } from 'vitest';
import { EMBED_BUDGET_BYTES, measureEmbedWeight } from '@runoff/harness/embed-weight';

// The global setup has just built the apps: this weighs the embed that the other tests load.
describe('the embed’s weight', () => {
  it(`stays within ${EMBED_BUDGET_BYTES / 1024} kB gzip for everything it may load, the count animation and the counting worker included`, () => {
    const weight = measureEmbedWeight();
    expect(weight.files.map((file) => file.file)).toContain('embed.js');
    expect(weight.files.map((file) => file.file)).toContain('count-worker.js');
    expect(weight.files.length).toBeGreaterThan(1); // the animation is a chunk of its own, loaded on Play
    expect(weight.gzipBytes).toBeLessThanOrEqual(EMBED_BUDGET_BYTES);
  });
});
