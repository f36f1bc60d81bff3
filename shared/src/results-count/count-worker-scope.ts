import { countResultsBody } from './count-results-body';
import { describeError, transferables, type CountAnswer, type CountJob } from './protocol';

/** What the worker needs of its global scope (a DedicatedWorkerGlobalScope, or a test's stand-in). */
export interface WorkerScope {
  addEventListener(type: 'message', listener: (event: MessageEvent<CountJob>) => void): void;
  postMessage(message: CountAnswer, transfer: Transferable[]): void;
}

/** Answers every count job posted to the scope, one at a time, in the order they came. */
export function serveCountJobs(scope: WorkerScope): void {
  scope.addEventListener('message', (event) => {
    const { id, body } = event.data;
    countResultsBody(body).then(
      (counted) => scope.postMessage({ id, ok: true, counted }, transferables(counted)),
      (error: unknown) => scope.postMessage({ id, ok: false, error: describeError(error) }, []),
    );
  });
}
