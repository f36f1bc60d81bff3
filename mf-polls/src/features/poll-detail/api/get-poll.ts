import { callPollFunction } from '../../../lib/poll-rpc';
import { parsePoll } from '../../../lib/parse-poll';
import type { Poll } from '../../../types/poll';

/** One poll with its options; rejects with the server's "Poll not found" for a missing or mangled id. */
export async function getPoll(pollId: string): Promise<Poll> {
  return parsePoll(await callPollFunction('get_poll', { poll_id: pollId }));
}
