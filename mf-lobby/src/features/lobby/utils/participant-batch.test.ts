import { describe, expect, it } from 'vitest';
import type { Participant } from '../../../lib/utils/participant';
import { noChanges, reconcile, withParticipants, withoutParticipant } from './participant-batch';

function person(id: string, joinedAt: string | null): Participant {
  return { id, pollId: 'p', name: id, joinedAt, joinOrder: null, hasVoted: false };
}

describe('withParticipants', () => {
  it('adds a batch in joining order and ignores repeats in the list and in the batch', () => {
    const list = [person('a', '2026-11-23T10:00:01Z'), person('c', '2026-11-23T10:00:03Z')];
    const next = withParticipants(list, [person('d', '2026-11-23T10:00:04Z'), person('b', '2026-11-23T10:00:02Z'), person('a', '2026-11-23T10:00:01Z'), person('d', '2026-11-23T10:00:04Z')]);
    expect(next.map((p) => p.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('returns the same list when nothing is new, so React skips the render', () => {
    const list = [person('a', '2026-11-23T10:00:01Z')];
    expect(withParticipants(list, [person('a', '2026-11-23T10:00:01Z')])).toBe(list);
  });

  it('keeps arrival order for equal or missing join times', () => {
    const next = withParticipants([person('x', null)], [person('y', null), person('z', null)]);
    expect(next.map((p) => p.id)).toEqual(['x', 'y', 'z']);
  });
});

describe('withoutParticipant', () => {
  it('drops the removed participant only', () => {
    const list = [person('a', null), person('b', null)];
    expect(withoutParticipant(list, 'a').map((p) => p.id)).toEqual(['b']);
    expect(withoutParticipant(list, 'zz')).toBe(list);
  });
});

describe('reconcile', () => {
  it('keeps joins, votes and removals that arrived while the refetch was on its way', () => {
    const snapshot = [person('a', '2026-11-23T10:00:01Z'), person('b', '2026-11-23T10:00:02Z')];
    const during = {
      joined: [person('c', '2026-11-23T10:00:03Z'), person('d', '2026-11-23T10:00:04Z')],
      removed: new Set(['b', 'd']),
      voted: new Set(['a']),
    };
    const next = reconcile(snapshot, during);
    expect(next.map((p) => p.id)).toEqual(['a', 'c']);
    expect(next[0]?.hasVoted).toBe(true);
  });

  it('is the snapshot when nothing happened meanwhile (people missed while offline drop out)', () => {
    const snapshot = [person('a', null)];
    expect(reconcile(snapshot, noChanges())).toEqual(snapshot);
  });
});
