/** A participant as the SQL functions and lobby events send it (docs/database-api.md): no user id, no ballot. */
export interface Participant {
  id: string;
  pollId: string;
  name: string;
  /** ISO string; null when the server sent none. */
  joinedAt: string | null;
  /**
   * The participant's place in the one joining order the database keeps (a sequence, never a time): the
   * lobby lists by it and numbers "Participant {n}" by it. Null from a server that sends none.
   */
  joinOrder: number | null;
  hasVoted: boolean;
}
