import { callLobbyFunction } from '../../../lib/lobby-rpc';
import { parsePoll } from '../../../lib/parse-poll';
import type { Poll } from '../../../types/poll';

/** Host only: waiting → voting (Start Voting) or voting → completed (End Voting & Show Results). */
export async function updatePollStatus(pollId: string, status: 'voting' | 'completed'): Promise<Poll> {
  return parsePoll(await callLobbyFunction('update_poll_status', { poll_id: pollId, status }));
}
