import { parsePoll, type Poll } from '@runoff/domain';
import { callRpc } from '@runoff/platform/supabase';

/** One poll with its options; anyone may read it (the link is the capability). Rejects with "Poll not found". */
export async function getPoll(pollId: string): Promise<Poll> {
  return parsePoll(await callRpc('get_poll', { poll_id: pollId }));
}
