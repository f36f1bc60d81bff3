import { countInBackground } from '@runoff/results-count';
import { callRpcBody } from '@runoff/platform/supabase';
import { countWorkerUrl } from './count-worker-url';
import type { CountedResults } from './poll-results';

/**
 * One round trip: get_poll_results (docs/database-api.md) gives the poll, its options and its ballots
 * grouped by ranking. The host may read them any time, everyone else once the poll is completed; a refusal
 * comes back as the database's own message ("Results are available once voting has ended").
 * The answer's bytes are checked and counted in the counting worker: for 100,000 ballots they are
 * megabytes of JSON, which the main thread never parses (docs/performance.md).
 */
export async function getCountedResults(pollId: string): Promise<CountedResults> {
  return countInBackground(await callRpcBody('get_poll_results', { poll_id: pollId }), countWorkerUrl());
}
