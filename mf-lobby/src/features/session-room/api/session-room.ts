import { callRpc } from '@runoff/platform/supabase';
import { parseSession, type Session } from '@runoff/domain';

/** get_session: what the page loads, and reloads to resume where the session is. */
export async function getRoomSession(sessionId: string): Promise<Session> {
  return parseSession(await callRpc('get_session', { session_id: sessionId }));
}

/** join_session: once; a second call returns the same participant. No name joins anonymously. */
export async function joinRoomSession(sessionId: string, name: string | null): Promise<void> {
  await callRpc('join_session', name === null ? { session_id: sessionId } : { session_id: sessionId, name });
}

/** submit_session_vote: the current question's ballot, first choice first. */
export async function submitSessionVote(sessionId: string, questionId: string, ranking: string[]): Promise<void> {
  await callRpc('submit_session_vote', { session_id: sessionId, question_id: questionId, ranking });
}
