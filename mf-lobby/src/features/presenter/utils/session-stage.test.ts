import { describe, expect, it } from 'vitest';
import { parseSession, type Session } from '@runoff/domain';
import { sessionMoves, sessionStage } from './session-stage';

const question = (id: string, number: number) => ({
  id, number, title: `Question ${number}`, options: [{ id: 'option_1', text: 'A' }, { id: 'option_2', text: 'B' }], seats: 1, voting: 'not_started', resultsShown: false, voted: 0,
});

function session(current: unknown, questionCount = 2): Session {
  return parseSession({
    id: 's1', title: 'Workshop', role: 'host', joinCode: 'ABC234', topic: 'session:s1',
    state: { questionCount, joined: 5, current }, questions: [question('q1', 1), question('q2', 2)],
  });
}
const at = (voting: string, resultsShown = false, number = 1) => ({ questionId: `q${number}`, number, voting, resultsShown, voted: 3 });

describe('sessionStage', () => {
  it('shows the join panel before the first question', () => {
    expect(sessionStage(session(null))).toEqual({ kind: 'not-started', joined: 5, questionCount: 2 });
  });

  it('follows the current question from waiting to voting, closed and shown, by the pushed state', () => {
    expect(['not_started', 'open', 'closed'].map((voting) => (sessionStage(session(at(voting))) as { step: string }).step)).toEqual(['waiting', 'voting', 'closed']);
    expect(sessionStage(session(at('closed', true, 2)))).toMatchObject({ kind: 'question', step: 'results', voted: 3, joined: 5, question: { id: 'q2', title: 'Question 2' } });
  });

  it('waits for a question it has not read yet rather than show another', () => {
    expect(sessionStage(session({ ...at('open'), questionId: 'q9' })).kind).toBe('not-started');
  });
});

describe('sessionMoves', () => {
  it('offers what the SQL functions take: next up to the last, previous after the first, voting then results', () => {
    expect(sessionMoves(session(null))).toEqual({ previous: false, next: true, openVoting: false, closeVoting: false, showResults: false, hideResults: false });
    expect(sessionMoves(session(at('not_started')))).toMatchObject({ previous: false, next: true, openVoting: true });
    expect(sessionMoves(session(at('open', false, 2)))).toMatchObject({ previous: true, next: false, closeVoting: true, openVoting: false });
    expect(sessionMoves(session(at('closed')))).toMatchObject({ showResults: true, hideResults: false });
    expect(sessionMoves(session(at('closed', true)))).toMatchObject({ showResults: false, hideResults: true });
    expect(sessionMoves(session(null, 0)).next).toBe(false);
  });
});
