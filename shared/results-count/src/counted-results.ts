import { callRpc, type RpcBody, type SupabaseSettings } from '@runoff/platform/supabase';
import { countInBackground } from './count-client';
import type { CountedPoll } from './packed-results';

/** How an answer's bytes become the count: countInWorker(…) or countOnThisPage. */
export type ResultsCounter = (body: RpcBody) => Promise<CountedPoll>;

/**
 * In the results host's counting worker (count-worker.js at `scriptUrl`), or, where the page may start no
 * worker, from that script on the main thread in slices: mf-results and its embed, which serve the script.
 */
export function countInWorker(scriptUrl: string | URL): ResultsCounter {
  return (body) => countInBackground(body, scriptUrl);
}

/**
 * On this page's main thread in slices of about 20 ms, the engine loaded on first use: for a page that
 * counts rarely and has no worker script of its own (the presenter's outcome, the runoff form).
 */
export const countOnThisPage: ResultsCounter = async (body) => {
  const [{ countResultsBody }, { timeSlicer }] = await Promise.all([import('./count-results-body'), import('./time-slicer')]);
  return countResultsBody(body instanceof ArrayBuffer ? body : await new Response(body).arrayBuffer(), timeSlicer());
};

/**
 * A poll's results, read and counted: get_poll_results (the host may read them at any time, everyone else
 * once the poll is completed; a refusal comes back in the database's own words) fetched as bytes, which
 * `count` checks, packs and counts with the one engine, so the page never parses megabytes of JSON in one
 * go (docs/performance.md, "The count in the browser"). The one way any screen reads results. `project`:
 * another project than the page's, read as anon (the embed's snippet may name one).
 */
export async function getCountedResults(pollId: string, count: ResultsCounter, project?: SupabaseSettings): Promise<CountedPoll> {
  return count(await callRpc('get_poll_results', { poll_id: pollId }, { answer: 'stream', ...(project ? { project } : {}) }));
}
