import { callRpc, type SupabaseSettings } from '@runoff/platform/supabase';
import { countInBackground } from './count-client';
import type { CountedPoll } from './packed-results';

export interface CountedResultsOptions {
  /**
   * Where the results host serves count-worker.js: the count runs in that worker (or, where the page may
   * start none, from that script on the main thread in slices). mf-results and its embed name theirs.
   * Without it the count runs on this page's main thread in slices of about 20 ms, with the engine
   * loaded on first use (a page that counts rarely, such as the presenter's outcome or the runoff form).
   */
  workerUrl?: string | URL;
  /** Another project than the page's, read as anon (the embed's snippet may name one). */
  project?: SupabaseSettings;
}

/**
 * A poll's results, read and counted: get_poll_results (the host may read them at any time, everyone else
 * once the poll is completed; a refusal comes back in the database's own words) fetched as bytes, which
 * are checked, packed and counted by the one engine without the page ever parsing megabytes of JSON in
 * one go (docs/performance.md, "The count in the browser"). The one way any screen reads results.
 */
export async function getCountedResults(pollId: string, { workerUrl, project }: CountedResultsOptions = {}): Promise<CountedPoll> {
  const body = await callRpc('get_poll_results', { poll_id: pollId }, { answer: 'stream', ...(project ? { project } : {}) });
  if (workerUrl !== undefined) return countInBackground(body, workerUrl);
  const [{ countResultsBody }, { timeSlicer }] = await Promise.all([import('./count-results-body'), import('./time-slicer')]);
  return countResultsBody(body instanceof ArrayBuffer ? body : await new Response(body).arrayBuffer(), timeSlicer());
}
