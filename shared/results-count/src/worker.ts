/** The counting worker's side (count-worker.js): see index.ts. */
export { countResultsBody } from './count-results-body';
export { runCountWorker } from './count-worker-main';
export { serveCountJobs, type WorkerScope } from './count-worker-scope';
export { scanArray, type ArraySpan } from './json-array-scan';
export { SLICE_BUDGET_MS, timeSlicer, unsliced, type TimeSlicer } from './time-slicer';
