import { describe, expect, it } from 'vitest';
import { laterSummary, listedLabel, parseRoomSummary, parseYou, roomRows, type ListedParticipant, type RoomSummary } from './room-summary';

const person = (id: string, name = id, number: number | null = null): ListedParticipant => ({
  id, pollId: 'p', name, joinedAt: null, joinOrder: null, hasVoted: false, number,
});
const room = (joined: number, newest: ListedParticipant[], at = '2026-11-25T10:00:00.000Z'): RoomSummary => ({
  status: 'waiting', joined, voted: 0, complete: joined <= 30, newest, at,
});

describe('parseRoomSummary', () => {
  it('reads what get_room_summary and a pushed room_summary carry, numbers included', () => {
    const parsed = parseRoomSummary({
      pollId: 'p', status: 'voting', joined: 2, voted: 1, totalVotes: 1, complete: true, at: '2026-11-25T10:00:00.000Z', seq: 3,
      newest: [{ id: 'a', pollId: 'p', name: 'Ada', joinedAt: null, joinOrder: null, hasVoted: true, number: null }, { id: 'b', name: 'Anonymous Participant', number: 1 }],
    });
    expect(parsed).toMatchObject({ status: 'voting', joined: 2, voted: 1, complete: true });
    expect(parsed.newest.map((p) => p.number)).toEqual([null, 1]);
    expect(parseYou({ you: { id: 'b', number: 4 } })?.number).toBe(4);
    expect(parseYou({ you: null })).toBeNull();
  });

  it('refuses what is not a summary', () => {
    expect(() => parseRoomSummary({ status: 'voting', newest: [] })).toThrow();
    expect(() => parseRoomSummary({ status: 'over', newest: [], at: 'x' })).toThrow(/unknown status/);
  });
});

describe('laterSummary', () => {
  it('keeps the one the database read last, whatever the order they arrive in', () => {
    const early = room(1, [], '2026-11-25T10:00:00.000Z');
    const late = room(2, [], '2026-11-25T10:00:01.000Z');
    expect(laterSummary(early, late)).toBe(late);
    expect(laterSummary(late, early)).toBe(late);
    expect(laterSummary(null, early)).toBe(early);
  });
});

describe('roomRows', () => {
  it('lists everyone in a small room', () => {
    const everyone = [person('a'), person('b')];
    expect(roomRows(room(2, everyone), person('b'))).toEqual({ rows: everyone, more: 0 });
  });

  it('puts the participant first in a larger room, then the newest, and counts the rest', () => {
    const newest = Array.from({ length: 10 }, (_, i) => person(`n${i}`));
    expect(roomRows(room(50, newest), person('me'))).toMatchObject({ rows: [{ id: 'me' }, ...newest], more: 39 });
    // Among the newest already: not twice.
    const withMe = [...newest.slice(1), person('me')];
    const rows = roomRows(room(50, withMe), person('me'));
    expect(rows.rows.map((p) => p.id)).toEqual(['me', ...newest.slice(1).map((p) => p.id)]);
    expect(rows.more).toBe(40);
  });
});

describe('listedLabel', () => {
  it('says Participant {n} with # for those without a name, the name and its initial otherwise', () => {
    expect(listedLabel(person('x', 'Anonymous Participant', 7))).toEqual({ name: 'Participant 7', initial: '#' });
    expect(listedLabel(person('y', 'ada'))).toEqual({ name: 'ada', initial: 'A' });
  });
});
