import { callRpc } from '@runoff/platform/supabase';
import { parsePoll } from '@runoff/domain';
import type { Poll } from '@runoff/domain';

/** One poll with its options; rejects with the server's "Poll not found" for a missing or mangled id. */
export async function getPoll(pollId: string): Promise<Poll> {
  return parsePoll(await callRpc('get_poll', { poll_id: pollId }));
}
