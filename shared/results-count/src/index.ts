/**
 * A poll's results read and counted (docs/performance.md, "The count in the browser"): getCountedResults
 * fetches the bytes of get_poll_results' answer and counts them, in a Web Worker (count-worker.js, built
 * by mf-results from ./worker) where the caller names one, else on the main thread in slices. The pages
 * that count in the worker bundle only its client; the counting code lives in the worker script.
 */
export { countInWorker, countOnThisPage, getCountedResults } from './counted-results';
export { countPollResults, unpackBallots, type CountedPoll } from './packed-results';
