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
  fallback: (body: Uint8Array[]) => Promise<CountedPoll>;
}

interface Pending {
  /** All the bytes, once read: what the fallback counts if the worker gives up. */
  body: Promise<Uint8Array[]>;
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
  private readonly fallback: (body: Uint8Array[]) => Promise<CountedPoll>;

  constructor({ start, fallback }: CountClientParts) {
    this.start = start;
    this.fallback = fallback;
  }

  /**
   * Counts an answer's bytes: all at once, or as a stream (a Response's body), whose pieces go to the
   * worker as they arrive, so that the page never holds the whole answer in one step.
   */
  count(source: ArrayBuffer | ReadableStream<Uint8Array>): Promise<CountedPoll> {
    const worker = this.ensureWorker();
    // A stream has a reader; anything else is the whole answer (instanceof fails across realms).
    const whole = 'getReader' in source ? null : source;
    if (!worker) return whole ? this.fallback([new Uint8Array(whole)]) : readAll(source as ReadableStream<Uint8Array>).then(this.fallback);
    const id = this.nextId++;
    return new Promise<CountedPoll>((resolve, reject) => {
      const body = whole
        ? Promise.resolve([new Uint8Array(whole)]).then((pieces) => (worker.postMessage({ id, body: whole }), pieces))
        : readAll(source as ReadableStream<Uint8Array>, (piece) => this.worker?.postMessage({ id, piece })).then((pieces) => (this.worker?.postMessage({ id, body: new ArrayBuffer(0) }), pieces));
      body.catch((error: unknown) => {
        this.pending.delete(id);
        reject(error instanceof Error ? error : new Error(String(error)));
      });
      this.pending.set(id, { body, resolve, reject });
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
    for (const job of jobs) job.body.then(this.fallback).then(job.resolve, job.reject);
  }
}

/** Reads a stream to its end, handing each piece to `onPiece` as it comes; resolves to the pieces. */
async function readAll(stream: ReadableStream<Uint8Array>, onPiece?: (piece: Uint8Array) => void): Promise<Uint8Array[]> {
  const pieces: Uint8Array[] = [];
  const reader = stream.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    pieces.push(read.value);
    onPiece?.(read.value);
  }
  return pieces;
}


const clients = new Map<string, CountClient>();

/**
 * Counts with the page's counting client for that worker script (one worker per script on a page,
 * whichever screens count): `scriptUrl` is where the results host serves count-worker.js.
 */
export function countInBackground(body: ArrayBuffer | ReadableStream<Uint8Array>, scriptUrl: string | URL): Promise<CountedPoll> {
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
