import { callRpc } from '@runoff/shared/supabase';
import { parsePoll } from '@runoff/shared/domain';
import type { Poll } from '@runoff/shared/domain';

/** One poll with its options; rejects with the server's "Poll not found" for a missing or mangled id. */
export async function getPoll(pollId: string): Promise<Poll> {
  return parsePoll(await callRpc('get_poll', { poll_id: pollId }));
}
