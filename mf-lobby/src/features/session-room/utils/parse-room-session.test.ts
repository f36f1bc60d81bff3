import { describe, expect, it } from 'vitest';
import { movesThePage, parseRoomSession, parseRoomState } from './parse-room-session';

const question = {
  id: 'q1', number: 1, title: 'Lunch?', description: '', options: [{ id: 'option_1', text: 'Soup' }, { id: 'option_2', text: 'Salad' }],
  minRanked: null, shuffleBallots: true, voting: 'open', resultsShown: false, voted: 3, youVoted: true, sessionId: 's1',
};

describe('parseRoomSession', () => {
  it('reads get_session for the room', () => {
    const session = parseRoomSession({
      id: 's1', title: 'Workshop', role: 'participant', topic: 'session:s1',
      state: { sessionId: 's1', questionCount: 2, joined: 5, current: { questionId: 'q1', number: 1, voting: 'open', resultsShown: false, voted: 3 } },
      questions: [question], you: { id: 'p1' }, cohosts: null,
    });
    expect(session.state.current).toEqual({ questionId: 'q1', number: 1, voting: 'open', resultsShown: false, voted: 3 });
    expect(session.questions[0]).toMatchObject({ id: 'q1', youVoted: true, voting: 'open', options: [{ id: 'option_1', order: 0 }, { id: 'option_2', order: 1 }] });
  });

  it('refuses an answer without a session', () => {
    expect(() => parseRoomSession(null)).toThrow();
    expect(() => parseRoomSession({ id: 's1' })).toThrow();
  });
});

describe('movesThePage', () => {
  const at = (current: unknown) => parseRoomState({ questionCount: 2, joined: 1, current });
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
