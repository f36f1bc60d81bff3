import { describe, expect, it } from 'vitest';
import type { Poll } from '@runoff/domain';
import { handOverResolvedPoll, RESOLVED_POLL_FRESH_MS, takeResolvedPoll } from './resolved-poll-handoff';

const poll = { id: 'p1', title: 'Lunch' } as Poll;

describe('the resolved poll handed to the join page', () => {
  it('is taken once, by that poll’s page, while fresh', () => {
    handOverResolvedPoll(poll, 1_000);
    expect(takeResolvedPoll('p1', 1_000 + RESOLVED_POLL_FRESH_MS - 1)).toBe(poll);
    expect(takeResolvedPoll('p1', 1_001)).toBeUndefined();
  });

  it('is not given to another poll’s page, nor once stale or from the future', () => {
    handOverResolvedPoll(poll, 1_000);
    expect(takeResolvedPoll('p2', 1_000)).toBeUndefined();
    expect(takeResolvedPoll('p1', 1_000)).toBeUndefined(); // already gone
    handOverResolvedPoll(poll, 1_000);
    expect(takeResolvedPoll('p1', 1_000 + RESOLVED_POLL_FRESH_MS)).toBeUndefined();
    handOverResolvedPoll(poll, 1_000);
    expect(takeResolvedPoll('p1', 999)).toBeUndefined();
  });

  it('hands nothing over when the server sent no poll', () => {
    handOverResolvedPoll(null);
    expect(takeResolvedPoll('p1')).toBeUndefined();
  });
});
