import { describe, expect, it } from 'vitest';
import { shownTracker, trackerFileName } from './tracker-text';

describe('tracker text', () => {
  it('shows a tracker in two groups of four, and names its file after the poll', () => {
    expect(shownTracker('K7QM2XPA')).toBe('K7QM-2XPA');
    expect(trackerFileName('3f1c…/x')).toBe('ballot-tracker-3f1cx.txt');
  });
});
