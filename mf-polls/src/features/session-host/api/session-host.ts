import { callRpc } from '@runoff/platform/supabase';
import { parseCohosts, type Cohost } from '../utils/cohosts';
import { parseSession, parseSessionState, parseListedSessions, type Session, type SessionState, type ListedSession } from '@runoff/domain';

export async function createSession(title: string, resultsHidden: boolean): Promise<string> {
  const answer = await callRpc('create_session', { title, results_hidden_until_revealed: resultsHidden });
  const id = typeof answer === 'object' && answer !== null && !Array.isArray(answer) ? answer.id : undefined;
  if (typeof id !== 'string') throw new Error('The server sent no session');
  return id;
}

/** The control page's session: the host also gets the invited co-hosts' addresses (null for a co-host). */
export type HostSession = Session & { cohosts: Cohost[] | null };

export async function getHostSession(sessionId: string): Promise<HostSession> {
  const answer = await callRpc('get_session', { session_id: sessionId });
  const cohosts = typeof answer === 'object' && answer !== null && !Array.isArray(answer) ? answer.cohosts : null;
  return { ...parseSession(answer), cohosts: cohosts === null || cohosts === undefined ? null : parseCohosts(cohosts) };
}

export async function getMySessions(): Promise<ListedSession[]> {
  return parseListedSessions(await callRpc('get_my_sessions', {}));
}

export interface NewQuestion {
  title: string;
  options: string[];
  seats: number;
  /** null: every option ranked (the spec's rule); n: a ballot ranks at least n options. */
  minRanked: number | null;
  shuffleBallots: boolean;
}

export async function addQuestion(sessionId: string, question: NewQuestion): Promise<void> {
  await callRpc('add_session_question', {
    session_id: sessionId,
    title: question.title,
    options: question.options,
    seats: question.seats,
    ...(question.minRanked === null ? {} : { min_ranked: question.minRanked }),
    shuffle_ballots: question.shuffleBallots,
  });
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

/** Invites an address to co-host: the same answer whether or not it has an account (docs/decisions.md). */
export async function addCohost(sessionId: string, email: string): Promise<Cohost[]> {
  return parseCohosts(await callRpc('add_session_cohost', { session_id: sessionId, email }));
}

export async function removeCohost(sessionId: string, email: string): Promise<Cohost[]> {
  return parseCohosts(await callRpc('remove_session_cohost', { session_id: sessionId, email }));
}
