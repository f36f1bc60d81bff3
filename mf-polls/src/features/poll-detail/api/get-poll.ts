import { callPollFunction } from '../../../lib/poll-rpc';
import { parsePoll } from '@runoff/shared/domain';
import type { Poll } from '@runoff/shared/domain';

/** One poll with its options; rejects with the server's "Poll not found" for a missing or mangled id. */
export async function getPoll(pollId: string): Promise<Poll> {
  return parsePoll(await callPollFunction('get_poll', { poll_id: pollId }));
}
