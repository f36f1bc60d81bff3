import { describe, expect, it } from 'vitest';
import { parseHostSession, parseHostState, parseListedSessions } from './parse-host-session';

describe('parseHostSession', () => {
  it('reads get_session for the control page', () => {
    const session = parseHostSession({
      id: 's1', title: 'Workshop', role: 'host', joinCode: 'ABC234', topic: 'session:s1', resultsHiddenUntilRevealed: true,
      state: { questionCount: 1, joined: 2, current: { questionId: 'q1', number: 1, voting: 'closed', resultsShown: false, voted: 2 } },
      questions: [{ id: 'q1', number: 1, title: 'Lunch?', options: [{ id: 'option_1' }, { id: 'option_2' }], seats: 1, voting: 'closed', resultsShown: false, voted: 2 }],
      cohosts: [],
    });
    expect(session.state.current).toMatchObject({ questionId: 'q1', voting: 'closed', voted: 2 });
    expect(session.questions[0]).toEqual({ id: 'q1', number: 1, title: 'Lunch?', optionCount: 2, seats: 1, voting: 'closed', resultsShown: false, voted: 2 });
  });

  it('reads an unknown voting state as not started and refuses what is not a session', () => {
    expect(parseHostState({ questionCount: 1, joined: 0, current: { questionId: 'q1', number: 1, voting: 'weird', resultsShown: 'yes', voted: -3 } }).current)
      .toEqual({ questionId: 'q1', number: 1, voting: 'not_started', resultsShown: false, voted: 0 });
    expect(() => parseHostSession([])).toThrow();
    expect(() => parseListedSessions({})).toThrow();
  });

  it('lists the sessions a user hosts or co-hosts', () => {
    expect(parseListedSessions([{ id: 's1', title: 'A', role: 'cohost', questionCount: 3, participantCount: 9, createdAt: '2026-11-28T16:00:00Z' }]))
      .toEqual([{ id: 's1', title: 'A', role: 'cohost', questionCount: 3, participantCount: 9, createdAt: '2026-11-28T16:00:00Z' }]);
  });
});
