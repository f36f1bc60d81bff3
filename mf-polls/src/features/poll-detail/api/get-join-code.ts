import { parseJoinCode } from '@runoff/domain';
import { callRpc } from '@runoff/platform/supabase';

/** The poll's short join code (get_join_code); null once the poll is completed. */
export async function getJoinCode(pollId: string): Promise<string | null> {
  return parseJoinCode(await callRpc('get_join_code', { poll_id: pollId }));
}
