import { callPollFunction } from '../../../lib/poll-rpc';
import { parsePolls } from '@runoff/shared/domain';
import type { Poll } from '@runoff/shared/domain';

/** The polls the signed-in user created, newest first. */
export async function getMyPolls(): Promise<Poll[]> {
  return parsePolls(await callPollFunction('get_my_polls', {}));
}
