import { portsWithOffset, type AppPorts } from '@runoff/harness/apps';
import { e2eWorkers } from './e2e-workers';

/**
 * The end-to-end files run side by side, one per Vitest worker, against one stack; each worker serves the
 * apps on a set of ports of its own (a file stops and swaps remotes on them), 10 above the previous
 * worker's: worker 1 at the run's offset (RUNOFF_E2E_PORT_OFFSET), worker 2 at offset + 10, and so on.
 */
const WORKER_PORT_SPACING = 10;

/** The app ports of worker `poolId` (Vitest's VITEST_POOL_ID, 1 to e2eWorkers()). */
export function workerPorts(offset: number, poolId: number): AppPorts {
  return portsWithOffset(offset + (poolId - 1) * WORKER_PORT_SPACING);
}

/** Every worker's app ports: the stack answers CORS for all of them. */
export function allWorkerPorts(offset: number): AppPorts[] {
  return Array.from({ length: e2eWorkers() }, (_, i) => workerPorts(offset, i + 1));
}
