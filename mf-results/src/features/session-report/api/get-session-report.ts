import { callRpc } from '@runoff/platform/supabase';
import { getCountedResults } from '../../../lib/api/get-poll-results';
import type { CountedResults } from '../../../lib/utils/poll-results';
import { parseSessionResults, parseSessionTitle, type ListedQuestion } from '../utils/parse-session-report';

export type ReportQuestion = ListedQuestion & { counted: CountedResults | null };

export interface SessionReport {
  title: string;
  questions: ReportQuestion[];
}

/**
 * The session's report: its title (get_session), its questions in order and which the caller may read
 * (get_session_results), and each readable question's results read and counted as every results screen
 * reads a poll's (getCountedResults: streamed, counted in the worker), one question after another so a
 * long session does not hold every answer's bytes at once.
 */
export async function getSessionReport(sessionId: string): Promise<SessionReport> {
  const [session, listed] = await Promise.all([
    callRpc('get_session', { session_id: sessionId }),
    callRpc('get_session_results', { session_id: sessionId }),
  ]);
  const questions: ReportQuestion[] = [];
  for (const question of parseSessionResults(listed)) {
    questions.push({ ...question, counted: question.readable ? await getCountedResults(question.questionId) : null });
  }
  return { title: parseSessionTitle(session), questions };
}
