import { callRpc } from '@runoff/platform/supabase';
import { parseSession, parseSessionState, type Session, type SessionState } from '@runoff/domain';

/** get_session as the host or a co-host reads it: every question, the join code, where the session is. */
export async function getPresentedSession(sessionId: string): Promise<Session> {
  return parseSession(await callRpc('get_session', { session_id: sessionId }));
}

/** move_session: the next question (the first, before any) or the previous one. */
export async function moveSession(sessionId: string, direction: 'next' | 'previous'): Promise<SessionState> {
  return parseSessionState(await callRpc('move_session', { session_id: sessionId, direction }));
}

/** set_session_voting: opens or closes the current question's voting (closed is final). */
export async function setSessionVoting(sessionId: string, open: boolean): Promise<SessionState> {
  return parseSessionState(await callRpc('set_session_voting', { session_id: sessionId, open }));
}

/** set_session_results: shows or hides the current question's results, once its voting has closed. */
export async function setSessionResults(sessionId: string, shown: boolean): Promise<SessionState> {
  return parseSessionState(await callRpc('set_session_results', { session_id: sessionId, shown }));
}

/** The room's trailing turnout push (as the control page's): an unchanged summary is not sent again. */
export async function flushSessionSummary(sessionId: string): Promise<void> {
  await callRpc('flush_session_summary', { session_id: sessionId });
}
