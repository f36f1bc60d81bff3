import { describe, expect, it } from 'vitest';
import { movesThePage, parseListedSessions, parseSession, parseSessionState, SessionShapeError } from './parse-session';

const question = {
  id: 'q1', number: 1, title: 'Lunch?', description: '', options: [{ id: 'option_1', text: 'Soup' }, { id: 'option_2', text: 'Salad' }],
  minRanked: null, seats: 1, shuffleBallots: true, voting: 'open', resultsShown: false, voted: 3, youVoted: true, sessionId: 's1',
};

describe('parseSession', () => {
  it('reads get_session for the room', () => {
    const session = parseSession({
      id: 's1', title: 'Workshop', role: 'participant', topic: 'session:s1',
      state: { sessionId: 's1', questionCount: 2, joined: 5, current: { questionId: 'q1', number: 1, voting: 'open', resultsShown: false, voted: 3 } },
      questions: [question], you: { id: 'p1' }, cohosts: null,
    });
    expect(session.state.current).toEqual({ questionId: 'q1', number: 1, voting: 'open', resultsShown: false, voted: 3 });
    expect(session.questions[0]).toMatchObject({ id: 'q1', youVoted: true, voting: 'open', options: [{ id: 'option_1', order: 0 }, { id: 'option_2', order: 1 }] });
    expect(session).toMatchObject({ role: 'participant', joinCode: null, resultsHiddenUntilRevealed: true });
  });

  it('reads get_session for the control page', () => {
    const session = parseSession({
      id: 's1', title: 'Workshop', role: 'host', joinCode: 'ABC234', topic: 'session:s1', resultsHiddenUntilRevealed: false,
      state: { questionCount: 1, joined: 2, current: { questionId: 'q1', number: 1, voting: 'closed', resultsShown: false, voted: 2 } },
      questions: [{ ...question, voting: 'closed', voted: 2, youVoted: false, seats: 2 }],
      cohosts: [],
    });
    expect(session).toMatchObject({ role: 'host', joinCode: 'ABC234', resultsHiddenUntilRevealed: false });
    expect(session.state.current).toMatchObject({ questionId: 'q1', voting: 'closed', voted: 2 });
    expect(session.questions[0]).toMatchObject({ id: 'q1', number: 1, title: 'Lunch?', seats: 2, voting: 'closed', resultsShown: false, voted: 2, youVoted: false });
  });

  it('refuses an answer without a session', () => {
    expect(() => parseSession(null)).toThrow(SessionShapeError);
    expect(() => parseSession([])).toThrow(SessionShapeError);
    expect(() => parseSession({ id: 's1' })).toThrow(SessionShapeError);
  });
});

describe('parseSessionState', () => {
  it('reads an unknown voting state as not started and nonsense counts as none', () => {
    expect(parseSessionState({ questionCount: 1, joined: 0, current: { questionId: 'q1', number: 1, voting: 'weird', resultsShown: 'yes', voted: -3 } }).current)
      .toEqual({ questionId: 'q1', number: 1, voting: 'not_started', resultsShown: false, voted: 0 });
  });
});

describe('parseListedSessions', () => {
  it('lists the sessions a user hosts or co-hosts', () => {
    expect(parseListedSessions([{ id: 's1', title: 'A', role: 'cohost', questionCount: 3, participantCount: 9, createdAt: '2026-11-28T16:00:00Z' }]))
      .toEqual([{ id: 's1', title: 'A', role: 'cohost', questionCount: 3, participantCount: 9, createdAt: '2026-11-28T16:00:00Z' }]);
    expect(() => parseListedSessions({})).toThrow(SessionShapeError);
  });
});

describe('movesThePage', () => {
  const at = (current: unknown) => parseSessionState({ questionCount: 2, joined: 1, current });
  const open = { questionId: 'q1', number: 1, voting: 'open', resultsShown: false, voted: 0 };
  it('reads again for another question, voting or results, not for turnout', () => {
    expect(movesThePage(at(null), at(open))).toBe(true);
    expect(movesThePage(at(open), at({ ...open, voted: 4 }))).toBe(false);
    expect(movesThePage(at(open), at({ ...open, voting: 'closed' }))).toBe(true);
    expect(movesThePage(at(open), at({ ...open, resultsShown: true }))).toBe(true);
    expect(movesThePage(at(open), at({ ...open, questionId: 'q2' }))).toBe(true);
    expect(movesThePage(at(null), at(null))).toBe(false);
  });
});
