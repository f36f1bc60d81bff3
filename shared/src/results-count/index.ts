/**
 * Counting a poll's results off the page's main thread (docs/performance.md): the bytes of
 * get_poll_results' answer go to a Web Worker that checks, packs and counts them; where no worker can
 * start, the same work runs on the main thread in slices.
 */
export { countInBackground, CountClient, type CountClientParts, type CountWorker } from './count-client';
export { countResultsBody } from './count-results-body';
export { countPollResults, unpackBallots, type CountedPoll, type PackedPollResults } from './packed-results';
export { SLICE_BUDGET_MS, timeSlicer, unsliced, type TimeSlicer } from './time-slicer';
