import { runCountWorker } from '@runoff/results-count/worker';

/**
 * count-worker.js, an entry from outside like embed.ts: rsbuild.worker.ts builds it on its own, without
 * Module Federation. The count of a poll's results off the page's main thread, or on it in slices where a
 * page can have no worker (@runoff/results-count).
 */
runCountWorker();
