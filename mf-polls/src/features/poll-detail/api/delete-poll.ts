import { callRpc } from '@runoff/platform/supabase';

/** Deletes the poll with its participants and ballots; the server refuses anyone but the host. */
export async function deletePoll(pollId: string): Promise<void> {
  await callRpc('delete_poll', { poll_id: pollId });
}
