/** The counting worker's script (count-worker.js, built by mf-results from its src/expose/count-worker.ts): see index.ts. */
export { runCountWorker } from './count-worker-main';
