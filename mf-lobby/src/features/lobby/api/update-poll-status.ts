import { callRpc } from '@runoff/platform/supabase';
import { parsePoll } from '@runoff/domain';
import type { Poll } from '@runoff/domain';

/** Host only: waiting → voting (Start Voting) or voting → completed (End Voting & Show Results). */
export async function updatePollStatus(pollId: string, status: 'voting' | 'completed'): Promise<Poll> {
  return parsePoll(await callRpc('update_poll_status', { poll_id: pollId, status }));
}
