import { callRpc } from '@runoff/platform/supabase';
import { parseSession, parseSessionState, parseListedSessions, type Session, type SessionState, type ListedSession } from '@runoff/domain';

export async function createSession(title: string, resultsHidden: boolean): Promise<string> {
  const answer = await callRpc('create_session', { title, results_hidden_until_revealed: resultsHidden });
  const id = typeof answer === 'object' && answer !== null && !Array.isArray(answer) ? answer.id : undefined;
  if (typeof id !== 'string') throw new Error('The server sent no session');
  return id;
}

export async function getHostSession(sessionId: string): Promise<Session> {
  return parseSession(await callRpc('get_session', { session_id: sessionId }));
}

export async function getMySessions(): Promise<ListedSession[]> {
  return parseListedSessions(await callRpc('get_my_sessions', {}));
}

export interface NewQuestion {
  title: string;
  options: string[];
  seats: number;
}

export async function addQuestion(sessionId: string, question: NewQuestion): Promise<void> {
  await callRpc('add_session_question', { session_id: sessionId, title: question.title, options: question.options, seats: question.seats });
}

export async function duplicateQuestion(sessionId: string, questionId: string): Promise<void> {
  await callRpc('duplicate_session_question', { session_id: sessionId, question_id: questionId });
}

export async function removeQuestion(sessionId: string, questionId: string): Promise<void> {
  await callRpc('remove_session_question', { session_id: sessionId, question_id: questionId });
}

export async function reorderQuestions(sessionId: string, questionIds: string[]): Promise<void> {
  await callRpc('reorder_session_questions', { session_id: sessionId, question_ids: questionIds });
}

export async function moveSession(sessionId: string, direction: 'next' | 'previous'): Promise<SessionState> {
  return parseSessionState(await callRpc('move_session', { session_id: sessionId, direction }));
}

export async function setVoting(sessionId: string, open: boolean): Promise<SessionState> {
  return parseSessionState(await callRpc('set_session_voting', { session_id: sessionId, open }));
}

export async function setResults(sessionId: string, shown: boolean): Promise<SessionState> {
  return parseSessionState(await callRpc('set_session_results', { session_id: sessionId, shown }));
}

/** The trailing turnout push after a burst of joins or votes (as the poll lobby's flush_room_summary). */
export async function flushSummary(sessionId: string): Promise<void> {
  await callRpc('flush_session_summary', { session_id: sessionId });
}
