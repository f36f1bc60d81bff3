/** A question as get_session_results lists it (docs/database-api.md): whether the caller may read its results. */
export interface ListedQuestion {
  questionId: string;
  number: number;
  title: string;
  voting: 'not_started' | 'open' | 'closed';
  /** get_session_results gave the results: the caller may read them (the host once voting closed, everyone once shown). */
  readable: boolean;
}

const VOTING = new Set(['not_started', 'open', 'closed']);

/** get_session_results' answer, or an error naming what is wrong with it. */
export function parseSessionResults(value: unknown): ListedQuestion[] {
  if (!Array.isArray(value)) throw new Error('The server sent no list of questions');
  return value.map((item: unknown) => {
    const entry = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
    const { questionId, number, title, voting, results } = entry;
    if (typeof questionId !== 'string' || typeof number !== 'number' || typeof title !== 'string' || typeof voting !== 'string' || !VOTING.has(voting)) {
      throw new Error('The server sent a question without its id, number, title or voting');
    }
    return { questionId, number, title, voting: voting as ListedQuestion['voting'], readable: results !== null && results !== undefined };
  });
}

/** get_session's title, the one field of the session the report shows. */
export function parseSessionTitle(value: unknown): string {
  const title = typeof value === 'object' && value !== null ? (value as Record<string, unknown>).title : undefined;
  if (typeof title !== 'string') throw new Error('The server sent no session');
  return title;
}
