import { countResultsBody, timeSlicer } from '@runoff/results-count/worker';
import { callRpcBody } from '@runoff/platform/supabase';
import { outcomeFrom, type Outcome } from '../utils/outcome';

/**
 * get_poll_results, counted: the host may read it at any time; the presenter asks only once voting has
 * ended. The answer (megabytes of JSON for 100,000 ballots) is decoded, parsed and counted on the main
 * thread in slices of about 20 ms, so the room's screen never stalls (docs/performance.md); mf-results'
 * panel and animation count the same answer in its worker.
 */
export async function getPollOutcome(pollId: string): Promise<Outcome> {
  const body = await callRpcBody('get_poll_results', { poll_id: pollId });
  const counted = await countResultsBody(body instanceof ArrayBuffer ? body : await new Response(body).arrayBuffer(), timeSlicer());
  const options = counted.results.poll.options.map((option) => ({ id: option.id, name: option.text, order: option.order }));
  return outcomeFrom(options, counted.count);
}
