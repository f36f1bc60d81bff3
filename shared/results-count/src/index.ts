/**
 * Counting a poll's results off the page's main thread (docs/performance.md, "The count in the browser"):
 * the bytes of get_poll_results' answer go to a Web Worker (count-worker.js, built by mf-results from
 * ./worker) that checks, packs and counts them; where no worker can start, the same script counts on
 * the main thread in slices. Pages bundle only this client; the counting code lives in the worker script.
 */
export { countInBackground, CountClient, type CountClientParts, type CountWorker } from './count-client';
export { startCountWorker } from './count-worker-start';
export { loadMainThreadCounter, MAIN_THREAD_COUNTER, type MainThreadCounter } from './main-thread-counter';
export { countPollResults, unpackBallots, type CountedPoll, type PackedPollResults } from './packed-results';
export type { CountAnswer, CountJob } from './protocol';
