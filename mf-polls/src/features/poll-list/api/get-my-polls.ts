import { callPollFunction } from '../../../lib/poll-rpc';
import { parsePolls } from '../../../lib/parse-poll';
import type { Poll } from '../../../types/poll';

/** The polls the signed-in user created, newest first. */
export async function getMyPolls(): Promise<Poll[]> {
  return parsePolls(await callPollFunction('get_my_polls', {}));
}
