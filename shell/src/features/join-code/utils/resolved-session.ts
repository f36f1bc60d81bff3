/** resolve_join_code's answer for a session's code (issue 32): the session's id and title. */
export interface ResolvedSessionCode {
  sessionId: string;
  title: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The session a code found, or null when the answer is a poll's or a miss (parseResolvedJoinCode's). */
export function parseResolvedSession(value: unknown): ResolvedSessionCode | null {
  if (typeof value !== 'object' || value === null) return null;
  const { sessionId, session } = value as { sessionId?: unknown; session?: unknown };
  if (typeof sessionId !== 'string' || !UUID.test(sessionId)) return null;
  const title = typeof session === 'object' && session !== null ? (session as { title?: unknown }).title : undefined;
  return { sessionId, title: typeof title === 'string' ? title : '' };
}

/** The participant's page of a session: joined once, it follows the host from question to question. */
export function sessionJoinPath(sessionId: string): string {
  return `/sessions/${encodeURIComponent(sessionId)}/join`;
}
