import { describe, expect, it } from 'vitest';
import type { Participant } from '../../../lib/participant';
import { withParticipants, withoutParticipant } from './participant-batch';

function person(id: string, joinedAt: string | null): Participant {
  return { id, pollId: 'p', name: id, joinedAt, hasVoted: false };
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
