import { isRecord, POLL_STATUSES, type PollStatus } from '@runoff/domain';
import { callRpc } from '@runoff/platform/supabase';
import { projectOf, type EmbedConnection } from './embed-connection';

/** What anyone with the link may know of a poll before it ends (get_poll_summary, docs/embedding.md). */
export interface PollSummary {
  pollId: string;
  title: string;
  status: PollStatus;
  totalVotes: number;
}

function parsePollSummary(value: unknown): PollSummary {
  if (!isRecord(value) || typeof value.pollId !== 'string') throw new Error('The server sent no poll summary');
  const status = POLL_STATUSES.find((s) => s === value.status);
  if (!status) throw new Error(`Poll ${value.pollId} has an unknown status: ${String(value.status)}`);
  const totalVotes = typeof value.totalVotes === 'number' && Number.isInteger(value.totalVotes) && value.totalVotes >= 0 ? value.totalVotes : 0;
  return { pollId: value.pollId, title: typeof value.title === 'string' ? value.title : '', status, totalVotes };
}

export async function getPollSummary(connection: EmbedConnection, pollId: string): Promise<PollSummary> {
  return parsePollSummary(await callRpc('get_poll_summary', { poll_id: pollId }, { project: projectOf(connection) }));
}
