import { callRpc } from '@runoff/platform/supabase';

/** Casts the caller's ballot: every option id, first choice first. Rejects with the server's message. */
export async function submitVote(pollId: string, ranking: string[], participantId: string | null): Promise<void> {
  await callRpc('submit_vote', { poll_id: pollId, ranking, participant_id: participantId ?? undefined });
}
