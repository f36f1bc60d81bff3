import { describe, expect, it } from 'vitest';
import type { Poll } from '@runoff/shared/domain';
import { readResolvedPoll, RESOLVED_POLL_FRESH_MS, resolvedPollState } from './resolved-poll-state';

const poll = { id: 'p1', title: 'Lunch' } as Poll;

describe('the resolved poll handed to the join page', () => {
  it('is read back for the same poll while fresh', () => {
    const state = resolvedPollState(poll, 1_000);
    expect(readResolvedPoll(state, 'p1', 1_000)).toBe(poll);
    expect(readResolvedPoll(state, 'p1', 1_000 + RESOLVED_POLL_FRESH_MS - 1)).toBe(poll);
  });

  it('is ignored once stale (a reload later), for another poll, from the future, or in any other shape', () => {
    const state = resolvedPollState(poll, 1_000);
    expect(readResolvedPoll(state, 'p1', 1_000 + RESOLVED_POLL_FRESH_MS)).toBeUndefined();
    expect(readResolvedPoll(state, 'p2', 1_000)).toBeUndefined();
    expect(readResolvedPoll(state, 'p1', 999)).toBeUndefined();
    for (const other of [null, undefined, 'p1', { resolvedPoll: poll }, { resolvedPoll: poll, resolvedAt: 'now' }, { from: '/x' }]) {
      expect(readResolvedPoll(other, 'p1', 1_000)).toBeUndefined();
    }
  });

  it('is not written when the server sent no poll', () => {
    expect(resolvedPollState(null)).toBeUndefined();
  });
});
