import { parseJoinCode } from '@runoff/shared/domain';
import { callPollFunction } from '../../../lib/poll-rpc';

/** The poll's short join code (get_join_code); null once the poll is completed. */
export async function getJoinCode(pollId: string): Promise<string | null> {
  return parseJoinCode(await callPollFunction('get_join_code', { poll_id: pollId }));
}
