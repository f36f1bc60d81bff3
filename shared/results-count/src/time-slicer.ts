/**
 * Cuts long work on the main thread into slices: `due()` says when the current slice has run its budget,
 * `pause()` gives the browser its turn (input, paint) and starts a new slice. A worker needs no slices:
 * `unsliced` never pauses.
 */
export interface TimeSlicer {
  due(): boolean;
  pause(): Promise<void>;
}

/** 20 ms of work a slice: well under the 50 ms that makes a long task, with room for what runs around it. */
const SLICE_BUDGET_MS = 20;

interface SchedulerWithYield {
  yield(): Promise<void>;
}

function giveWay(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<SchedulerWithYield> }).scheduler;
  // scheduler.yield() resumes ahead of other queued tasks; setTimeout elsewhere (Safari, Firefox).
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export function timeSlicer(budgetMs = SLICE_BUDGET_MS, pause: () => Promise<void> = giveWay): TimeSlicer {
  let started = performance.now();
  return {
    due: () => performance.now() - started >= budgetMs,
    async pause() {
      await pause();
      started = performance.now();
    },
  };
}

export const unsliced: TimeSlicer = { due: () => false, pause: () => Promise.resolve() };
