import { countResultsBody } from './count-results-body';
import { startCountWorker } from './count-worker-start';
import type { CountedPoll } from './packed-results';
import { isCountAnswer, rebuildError, type CountJob } from './protocol';
import { timeSlicer } from './time-slicer';

/** What the client needs of a Worker (a real one, or a test's stand-in). */
export interface CountWorker {
  postMessage(job: CountJob): void;
  addEventListener(type: 'message' | 'error' | 'messageerror', listener: (event: Event) => void): void;
  terminate(): void;
}

export interface CountClientParts {
  /** Starts the worker; throws when the page cannot have one (no Worker, CSP). */
  start?: () => CountWorker;
  /** Counts on the main thread when there is no worker: in slices below a long task. */
  fallback?: (body: ArrayBuffer) => Promise<CountedPoll>;
}

interface Pending {
  body: ArrayBuffer;
  resolve: (counted: CountedPoll) => void;
  reject: (error: Error) => void;
}

const inSlices = (body: ArrayBuffer) => countResultsBody(body, timeSlicer());

/**
 * Counts get_poll_results' answers off the main thread: one worker, started on the first job and kept
 * for the next. A worker that cannot start, or fails to load its script, is given up for good and its
 * jobs, and every later one, are counted on the main thread in slices. The body is copied to the worker,
 * not transferred, so that the fallback still has it.
 */
export class CountClient {
  private worker: CountWorker | null | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private readonly start: () => CountWorker;
  private readonly fallback: (body: ArrayBuffer) => Promise<CountedPoll>;

  constructor({ start = startCountWorker, fallback = inSlices }: CountClientParts = {}) {
    this.start = start;
    this.fallback = fallback;
  }

  /** Whether jobs go to a worker: unknown (undefined) until the first one. */
  get usesWorker(): boolean | undefined {
    return this.worker === undefined ? undefined : this.worker !== null;
  }

  count(body: ArrayBuffer): Promise<CountedPoll> {
    const worker = this.ensureWorker();
    if (!worker) return this.fallback(body);
    const id = this.nextId++;
    return new Promise<CountedPoll>((resolve, reject) => {
      this.pending.set(id, { body, resolve, reject });
      worker.postMessage({ id, body });
    });
  }

  private ensureWorker(): CountWorker | null {
    if (this.worker !== undefined) return this.worker;
    try {
      const worker = this.start();
      worker.addEventListener('message', (event) => this.answer((event as MessageEvent).data));
      // A script that does not load (network, the page's CSP on importScripts) or a crash: no worker.
      worker.addEventListener('error', (event) => {
        event.preventDefault();
        this.giveUp();
      });
      worker.addEventListener('messageerror', () => this.giveUp());
      this.worker = worker;
    } catch {
      this.worker = null;
    }
    return this.worker;
  }

  private answer(data: unknown): void {
    if (!isCountAnswer(data)) return;
    const job = this.pending.get(data.id);
    if (!job) return;
    this.pending.delete(data.id);
    if (data.ok) job.resolve(data.counted);
    else job.reject(rebuildError(data.error));
  }

  private giveUp(): void {
    this.worker?.terminate();
    this.worker = null;
    const jobs = [...this.pending.values()];
    this.pending.clear();
    for (const job of jobs) this.fallback(job.body).then(job.resolve, job.reject);
  }
}

let client: CountClient | undefined;

/** The page's counting client (one worker per page, whichever screens count). */
export function countInBackground(body: ArrayBuffer): Promise<CountedPoll> {
  client ??= new CountClient();
  return client.count(body);
}
