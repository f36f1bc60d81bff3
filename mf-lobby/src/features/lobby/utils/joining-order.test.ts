import { describe, expect, it } from 'vitest';
import type { Participant } from '../../../lib/utils/participant';
import { inJoiningOrder } from './joining-order';

const person = (id: string, joinOrder: number | null, joinedAt: string | null = '2026-11-28T10:00:00.000Z'): Participant =>
  ({ id, pollId: 'p', name: id, joinedAt, joinOrder, hasVoted: false });

describe('inJoiningOrder', () => {
  it("follows the database's joining order, not the joining time", () => {
    // A join whose transaction started first may take the later place: the order is the sequence's.
    const late = person('late', 8, '2026-11-28T10:00:00.000Z');
    const early = person('early', 7, '2026-11-28T10:00:00.500Z');
    expect(inJoiningOrder([late, early]).map((p) => p.id)).toEqual(['early', 'late']);
  });

  it('places equal joining times by their order, whatever order they arrive in', () => {
    const people = [person('c', 3), person('a', 1), person('b', 2)];
    expect(inJoiningOrder(people).map((p) => p.id)).toEqual(['a', 'b', 'c']);
  });

  it('falls back to the joining time for a participant sent without an order', () => {
    const people = [person('b', null, '2026-11-28T10:00:02Z'), person('a', null, '2026-11-28T10:00:01Z')];
    expect(inJoiningOrder(people).map((p) => p.id)).toEqual(['a', 'b']);
  });
});
