import { parsePollResults, type PollResults } from '@runoff/shared/domain';
import { getSupabase } from '@runoff/shared/supabase';

/** get_poll_results: the host may read it at any time; the presenter asks only once voting has ended. */
export async function getPollResults(pollId: string): Promise<PollResults> {
  const { data, error } = await getSupabase().rpc('get_poll_results', { poll_id: pollId });
  if (error) throw error;
  return parsePollResults(data);
}
