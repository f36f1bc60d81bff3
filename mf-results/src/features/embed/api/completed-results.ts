import { countInBackground } from '@runoff/results-count';
import { countWorkerUrl } from '../../../lib/count-worker-url';
import type { CountedResults } from '../../../lib/poll-results';
import { callFunctionBody, type EmbedConnection } from './embed-connection';

/**
 * A completed poll's ballots (get_poll_results is open to anon once voting has ended), counted by the one
 * engine in the counting worker (or, where the page allows no worker, on the main thread in slices).
 */
export async function getCompletedResults(connection: EmbedConnection, pollId: string): Promise<CountedResults> {
  return countInBackground(await callFunctionBody(connection, 'get_poll_results', { poll_id: pollId }), countWorkerUrl());
}
