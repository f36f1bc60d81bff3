import { countResultsBody } from './count-results-body';
import { describeError, transferables, type CountAnswer, type CountJob } from './protocol';

/** What the worker needs of its global scope (a DedicatedWorkerGlobalScope, or a test's stand-in). */
export interface WorkerScope {
  addEventListener(type: 'message', listener: (event: MessageEvent<CountJob>) => void): void;
  postMessage(message: CountAnswer | { ready: true }, transfer: Transferable[]): void;
}

/** Answers every count job posted to the scope once its last bytes came, in the order they end. */
export function serveCountJobs(scope: WorkerScope): void {
  const arriving = new Map<number, Uint8Array[]>();
  scope.addEventListener('message', (event) => {
    const job = event.data;
    const { id } = job;
    if ('piece' in job) {
      arriving.set(id, [...(arriving.get(id) ?? []), job.piece]);
      return;
    }
    const body = [...(arriving.get(id) ?? []), new Uint8Array(job.body)];
    arriving.delete(id);
    countResultsBody(body).then(
      (counted) => scope.postMessage({ id, ok: true, counted }, transferables(counted)),
      (error: unknown) => scope.postMessage({ id, ok: false, error: describeError(error) }, []),
    );
  });
  // The page sends nothing before this: its script loaded, jobs may come (count-client.ts).
  scope.postMessage({ ready: true }, []);
}
