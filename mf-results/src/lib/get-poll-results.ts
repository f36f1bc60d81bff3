import { callRpc } from '@runoff/shared/supabase';
import { parsePollResults, type PollResults } from '@runoff/shared/domain';

/**
 * One round trip: get_poll_results (docs/database-api.md) gives the poll, its options and its ballots
 * grouped by ranking. The host may read them any time, everyone else once the poll is completed; a refusal
 * comes back as the database's own message ("Results are available once voting has ended").
 */
export async function getPollResults(pollId: string): Promise<PollResults> {
  return parsePollResults(await callRpc('get_poll_results', { poll_id: pollId }));
}
