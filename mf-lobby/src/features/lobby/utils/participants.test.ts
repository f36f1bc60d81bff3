import type { Participant } from '../../../lib/utils/participant';
import { withParticipant, withVoted } from './participants';

const person = (id: string, joinedAt: string): Participant => ({ id, pollId: 'p', name: id, joinedAt, joinOrder: null, hasVoted: false });

describe('participant list updates', () => {
  const first = person('a', '2026-11-22T10:00:00.000Z');
  const second = person('b', '2026-11-22T10:01:00.000Z');

  it('keeps joining order when a late event arrives', () => {
    expect(withParticipant([second], first).map((p) => p.id)).toEqual(['a', 'b']);
  });

  it('ignores a participant already listed', () => {
    expect(withParticipant([first, second], first)).toHaveLength(2);
  });

  it('marks a known participant as voted', () => {
    expect(withVoted([first, second], 'b')?.find((p) => p.id === 'b')?.hasVoted).toBe(true);
  });

  it('asks for a refetch when the voter is unknown', () => {
    expect(withVoted([first], 'zzz')).toBeNull();
  });
});
