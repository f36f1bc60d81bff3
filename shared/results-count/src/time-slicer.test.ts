import { describe, expect, it, vi } from 'vitest';
import { timeSlicer } from './time-slicer';

describe('timeSlicer', () => {
  it('is due once its budget has run, and starts a new slice after each pause', async () => {
    let now = 1000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const pause = vi.fn(() => Promise.resolve());
    const slicer = timeSlicer(20, pause);
    now += 19;
    expect(slicer.due()).toBe(false);
    now += 1;
    expect(slicer.due()).toBe(true);
    await slicer.pause();
    expect(pause).toHaveBeenCalledTimes(1);
    expect(slicer.due()).toBe(false);
  });
});
