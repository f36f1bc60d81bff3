import { callRpc } from '@runoff/platform/supabase';

/** hasVoted for this browser's participant; null when unknown (no id, someone else's, or missing). */
export async function getParticipantStatus(pollId: string, participantId: string | null): Promise<boolean | null> {
  // No id: the SQL function would answer null too, so the round trip is skipped.
  if (participantId === null) return null;
  const answer = await callRpc('get_participant_status', { poll_id: pollId, participant_id: participantId });
  // Typed boolean, but SQL answers null for an id that is not this user's participant in this poll.
  return typeof answer === 'boolean' ? answer : null;
}
