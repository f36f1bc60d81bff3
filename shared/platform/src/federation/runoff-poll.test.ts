import { describe, expect, it } from 'vitest';
import { readRunoffSource, runoffPollPath } from './runoff-poll';

const pollId = '3f0c2a4e-8d1b-4c59-9a47-0e6f2b1d7c35';

describe('the runoff poll link', () => {
  it('leads to the create page with the tied poll id, which the create page reads back', () => {
    const path = runoffPollPath(pollId);
    expect(path).toBe(`/polls/create?runoffOf=${pollId}`);
    expect(readRunoffSource(new URL(path, 'http://x').search)).toBe(pollId);
  });

  it('reads nothing from a plain create page or a mangled id', () => {
    expect(readRunoffSource('')).toBeNull();
    expect(readRunoffSource('?runoffOf=')).toBeNull();
    expect(readRunoffSource('?runoffOf=<script>')).toBeNull();
    expect(readRunoffSource(new URLSearchParams({ runoffOf: 'x'.repeat(36) }))).toBeNull();
  });
});
