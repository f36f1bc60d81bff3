import { describe, expect, it } from 'vitest';
import { followRead, followSummary, parseListedSessions, parseSession, parseSessionState, SessionShapeError } from './parse-session';

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

describe('followSummary', () => {
  const room = parseSession({
    id: 's1', title: 'Workshop', role: 'participant', topic: 'session:s1',
    state: { questionCount: 2, joined: 5, current: { questionId: 'q1', number: 1, voting: 'open', resultsShown: false, voted: 3 } },
    questions: [question],
  });
  const at = (current: unknown) => parseSessionState({ questionCount: 2, joined: 6, current });
  const q1 = { questionId: 'q1', number: 1, voting: 'open', resultsShown: false, voted: 3 };
  const q2 = { id: 'q2', number: 2, title: 'Dinner?', description: '', options: [{ id: 'option_1', text: 'Curry' }, { id: 'option_2', text: 'Tacos' }], minRanked: 1, seats: 2, shuffleBallots: false, voting: 'not_started', resultsShown: false };

  it('takes turnout, voting and results of a question the page shows from the summary, keeping the own vote', () => {
    const closed = followSummary(room, at({ ...q1, voting: 'closed', resultsShown: true, voted: 5 }))!;
    expect(closed.state).toEqual({ questionCount: 2, joined: 6, current: { ...q1, voting: 'closed', resultsShown: true, voted: 5 } });
    expect(closed.questions).toEqual([{ ...room.questions[0], voting: 'closed', resultsShown: true, voted: 5, youVoted: true }]);
  });

  it('shows the next question a driver\'s move carries, not yet voted on', () => {
    const next = followSummary(room, at({ questionId: 'q2', number: 2, voting: 'not_started', resultsShown: false, voted: 0, question: q2 }))!;
    expect(next.state.current).toEqual({ questionId: 'q2', number: 2, voting: 'not_started', resultsShown: false, voted: 0 });
    expect(next.questions[1]).toMatchObject({ id: 'q2', title: 'Dinner?', seats: 2, minRanked: 1, shuffleBallots: false, youVoted: false });
    expect(next.questions[0]).toBe(room.questions[0]);
  });

  it('asks for a read when a summary names a question it neither shows nor carries', () => {
    expect(followSummary(room, at({ questionId: 'q2', number: 2, voting: 'open', resultsShown: false, voted: 1 }))).toBeNull();
    expect(followSummary(room, at({ questionId: 'q3', number: 3, voting: 'open', resultsShown: false, voted: 1, question: q2 }))).toBeNull();
  });

  it('goes back to "before the first question" without a read', () => {
    expect(followSummary(room, at(null))).toEqual({ ...room, state: { questionCount: 2, joined: 6, current: null } });
  });
});

describe('the order of reads and summaries', () => {
  const q1 = { questionId: 'q1', number: 1, voting: 'closed', resultsShown: true, voted: 5 };
  const q2 = { id: 'q2', number: 2, title: 'Dinner?', description: '', options: [{ id: 'option_1', text: 'Curry' }, { id: 'option_2', text: 'Tacos' }], voting: 'not_started', resultsShown: false };
  const read = (seq: number, youVoted = true) => parseSession({
    id: 's1', title: 'Workshop', role: 'participant', topic: 'session:s1',
    state: { questionCount: 2, joined: 5, current: q1, seq },
    questions: [{ ...question, voting: 'closed', resultsShown: true, voted: 5, youVoted }],
  });
  const move = parseSessionState({ questionCount: 2, joined: 5, current: { questionId: 'q2', number: 2, voting: 'not_started', resultsShown: false, voted: 0, question: q2 }, seq: 8 });

  it("keeps the next question when a read that began before the driver's move answers after its summary", () => {
    const moved = followSummary(read(7), move)!;
    expect(moved.state).toMatchObject({ seq: 8, current: { questionId: 'q2', number: 2 } });
    // The read found the session before the move (7 summaries pushed): the page stays on question 2.
    expect(followRead(moved, read(7)).state.current).toMatchObject({ questionId: 'q2', number: 2 });
    expect(followRead(moved, read(7)).questions.map((q) => q.id)).toEqual(['q1', 'q2']);
    // A read at or after the move is the page.
    expect(followRead(moved, read(8))).toEqual(read(8));
    expect(followRead(null, read(7))).toEqual(read(7));
  });

  it("takes the caller's own vote from an older read, and nothing else", () => {
    const shown = followSummary(read(7, false), move)!;
    const older = followRead(shown, read(6, true));
    expect(older.questions.find((q) => q.id === 'q1')!.youVoted).toBe(true);
    expect(older.state).toBe(shown.state);
  });

  it('drops a summary it has already followed or that is older than its last read', () => {
    const page = read(8);
    expect(followSummary(page, { ...move, seq: 8 })).toBe(page);
    expect(followSummary(page, { ...move, seq: 3 })).toBe(page);
    expect(followSummary(page, { ...move, seq: 9 })!.state.current).toMatchObject({ questionId: 'q2' });
  });

  it('reads seq only as a whole number', () => {
    expect(parseSessionState({ questionCount: 0, joined: 0, current: null, seq: 4 }).seq).toBe(4);
    for (const seq of [-1, 1.5, '4', null]) expect(parseSessionState({ questionCount: 0, joined: 0, current: null, seq })).not.toHaveProperty('seq');
  });
});
