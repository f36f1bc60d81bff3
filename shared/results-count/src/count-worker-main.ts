/// <reference lib="webworker" />
import { countResultsBody } from './count-results-body';
import { serveCountJobs } from './count-worker-scope';
import { MAIN_THREAD_COUNTER, type MainThreadCounter } from './main-thread-counter';
import { timeSlicer } from './time-slicer';

/**
 * count-worker.js's whole program. In a worker it answers count jobs (count-client.ts). Loaded as a plain
 * script on a page that can have no worker, it installs the same count for the main thread, cut into
 * slices that each stay well under a long task.
 */
export function runCountWorker(scope: typeof globalThis = globalThis): void {
  const inWorker = typeof (scope as { importScripts?: unknown }).importScripts === 'function' && typeof (scope as { document?: unknown }).document === 'undefined';
  if (inWorker) {
    serveCountJobs(scope as unknown as DedicatedWorkerGlobalScope);
    return;
  }
  const counter: MainThreadCounter = (body) => countResultsBody(body, timeSlicer());
  (scope as unknown as Record<string, unknown>)[MAIN_THREAD_COUNTER] = counter;
}
