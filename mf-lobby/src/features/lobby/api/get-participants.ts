import { callRpc } from '@runoff/platform/supabase';
import { parseParticipants } from '../../../lib/utils/parse-participant';
import type { Participant } from '../../../lib/utils/participant';

/** Everyone who joined, in joining order; for the host and the poll's participants only. */
export async function getParticipants(pollId: string): Promise<Participant[]> {
  return parseParticipants(await callRpc('get_participants', { poll_id: pollId }));
}
