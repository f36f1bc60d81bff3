/// <reference lib="webworker" />
import { serveCountJobs } from './count-worker-scope';

/** The counting worker's script (count-client.ts starts it): every job counted off the page's main thread. */
serveCountJobs(self as unknown as DedicatedWorkerGlobalScope);
