import { callRpc } from '@runoff/shared/supabase';
import { parsePolls } from '@runoff/shared/domain';
import type { Poll } from '@runoff/shared/domain';

/** The polls the signed-in user created, newest first. */
export async function getMyPolls(): Promise<Poll[]> {
  return parsePolls(await callRpc('get_my_polls', {}));
}
