import { callRpc } from '@runoff/platform/supabase';
import { parsePolls } from '@runoff/domain';
import type { Poll } from '@runoff/domain';

/** The polls the signed-in user created, newest first. */
export async function getMyPolls(): Promise<Poll[]> {
  return parsePolls(await callRpc('get_my_polls', {}));
}
