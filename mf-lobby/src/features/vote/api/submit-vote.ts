import { callRpc } from '@runoff/platform/supabase';

const TRACKER = /^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{8}$/;

/**
 * Casts the caller's ballot: every option id, first choice first. Rejects with the server's message.
 * Resolves with the ballot's tracker when the poll gives trackers (issue 27), else null.
 */
export async function submitVote(pollId: string, ranking: string[], participantId: string | null): Promise<string | null> {
  const answer: unknown = await callRpc('submit_vote', { poll_id: pollId, ranking, participant_id: participantId ?? undefined });
  const tracker = typeof answer === 'object' && answer !== null ? (answer as { tracker?: unknown }).tracker : undefined;
  return typeof tracker === 'string' && TRACKER.test(tracker) ? tracker : null;
}
