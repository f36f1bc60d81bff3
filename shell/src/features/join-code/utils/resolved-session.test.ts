import { describe, expect, it } from 'vitest';
import { parseResolvedSession, sessionJoinPath } from './resolved-session';

const id = '0b6f0d8e-3c1a-4b7e-9a55-2f1c3d4e5f60';

describe('parseResolvedSession', () => {
  it('finds a session and its title', () => {
    expect(parseResolvedSession({ pollId: null, sessionId: id, joinCode: 'ABC234', session: { id, title: 'Workshop' } })).toEqual({ sessionId: id, title: 'Workshop' });
  });
  it('leaves polls, misses and malformed answers to the poll parser', () => {
    expect(parseResolvedSession({ pollId: id, joinCode: 'ABC234' })).toBeNull();
    expect(parseResolvedSession({ pollId: null, joinCode: 'ABC234', message: 'No open poll' })).toBeNull();
    expect(parseResolvedSession({ pollId: null, sessionId: '../admin' })).toBeNull();
    expect(parseResolvedSession(null)).toBeNull();
  });
  it('builds the participant page path', () => {
    expect(sessionJoinPath(id)).toBe(`/sessions/${id}/join`);
  });
});
