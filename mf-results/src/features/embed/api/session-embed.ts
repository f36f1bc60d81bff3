import { isRecord } from '@runoff/domain';
import { callRpc } from '@runoff/platform/supabase';
import { projectOf, type EmbedConnection } from './embed-connection';

/**
 * What anyone with a session's id may know of it (get_session_embed, docs/embedding.md "A session"): its
 * title and where it is. `questionId` only while the current question's results are shown.
 */
export interface SessionEmbedSummary {
  sessionId: string;
  title: string;
  questionCount: number;
  current: { questionId: string | null; number: number; title: string; resultsShown: boolean } | null;
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0;
}

export function parseSessionEmbed(value: unknown): SessionEmbedSummary {
  if (!isRecord(value) || typeof value.sessionId !== 'string') throw new Error('The server sent no session');
  const current = isRecord(value.current) ? value.current : null;
  return {
    sessionId: value.sessionId,
    title: typeof value.title === 'string' ? value.title : '',
    questionCount: count(value.questionCount),
    current: current && {
      questionId: current.resultsShown === true && typeof current.questionId === 'string' ? current.questionId : null,
      number: count(current.number),
      title: typeof current.title === 'string' ? current.title : '',
      resultsShown: current.resultsShown === true,
    },
  };
}

export async function getSessionEmbed(connection: EmbedConnection, sessionId: string): Promise<SessionEmbedSummary> {
  return parseSessionEmbed(await callRpc('get_session_embed', { session_id: sessionId }, { project: projectOf(connection) }));
}
