/** A participant as the SQL functions and lobby events send it (docs/database-api.md): no user id, no ballot. */
export interface Participant {
  id: string;
  pollId: string;
  name: string;
  /** ISO string; null when the server sent none. */
  joinedAt: string | null;
  hasVoted: boolean;
}
