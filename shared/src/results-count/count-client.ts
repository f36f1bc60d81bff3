import { startCountWorker } from './count-worker-start';
import { loadMainThreadCounter } from './main-thread-counter';
import type { CountedPoll } from './packed-results';
import { isCountAnswer, rebuildError, type CountJob } from './protocol';

/** What the client needs of a Worker (a real one, or a test's stand-in). */
export interface CountWorker {
  postMessage(job: CountJob): void;
  addEventListener(type: 'message' | 'error' | 'messageerror', listener: (event: Event) => void): void;
  terminate(): void;
}

export interface CountClientParts {
  /** Starts the worker; throws when the page cannot have one (no Worker, CSP). */
  start: () => CountWorker;
  /** Counts on the main thread when there is no worker: in slices below a long task. */
  fallback: (body: ArrayBuffer) => Promise<CountedPoll>;
}

interface Pending {
  body: ArrayBuffer;
  resolve: (counted: CountedPoll) => void;
  reject: (error: Error) => void;
}

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

  constructor({ start, fallback }: CountClientParts) {
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

const clients = new Map<string, CountClient>();

/**
 * Counts with the page's counting client for that worker script (one worker per script on a page,
 * whichever screens count): `scriptUrl` is where the results host serves count-worker.js.
 */
export function countInBackground(body: ArrayBuffer, scriptUrl: string | URL): Promise<CountedPoll> {
  const key = String(scriptUrl);
  let client = clients.get(key);
  if (!client) {
    client = new CountClient({
      start: () => startCountWorker(key),
      fallback: (job) => loadMainThreadCounter(key).then((count) => count(job)),
    });
    clients.set(key, client);
  }
  return client.count(body);
}
