import { callRpc } from '@runoff/platform/supabase';

/** Host only, while the poll is waiting: removes the participant, who cannot join again under that identity. */
export async function removeParticipant(pollId: string, participantId: string): Promise<void> {
  await callRpc('remove_participant', { poll_id: pollId, participant_id: participantId });
}
