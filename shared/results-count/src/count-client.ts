import { startCountWorker } from './count-worker-start';
import { loadMainThreadCounter } from './main-thread-counter';
import type { CountedPoll } from './packed-results';
import { isCountAnswer, rebuildError, type CountAnswer, type CountJob } from './protocol';

/** What the client needs of a Worker (a real one, or a test's stand-in). */
export interface CountWorker {
  postMessage(job: CountJob, transfer: Transferable[]): void;
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
  resolve: (counted: CountedPoll) => void;
  reject: (error: Error) => void;
}

/**
 * Counts get_poll_results' answers off the main thread: one worker, started on the first job and kept
 * for the next. Jobs wait until the worker says it is ready; a worker that cannot start or fails to load
 * its script is given up for good, and its jobs and every later one are counted on the main thread in
 * slices. Once ready, the answer's pieces are transferred to it, not copied, and the page keeps none.
 */
export class CountClient {
  private worker: Promise<CountWorker | null> | undefined;
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
  async count(source: ArrayBuffer | ReadableStream<Uint8Array>): Promise<CountedPoll> {
    const worker = await (this.worker ??= this.startWorker());
    // A stream has a reader; anything else is the whole answer (instanceof fails across realms).
    const stream = 'getReader' in source ? source : null;
    if (!worker) return this.fallback(stream ? await readAll(stream) : [new Uint8Array(source as ArrayBuffer)]);
    const id = this.nextId++;
    return new Promise<CountedPoll>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      (stream
        ? readAll(stream, (piece) => worker.postMessage({ id, piece }, [piece.buffer])).then(() => worker.postMessage({ id, body: new ArrayBuffer(0) }, []))
        : Promise.resolve(worker.postMessage({ id, body: source as ArrayBuffer }, []))
      ).catch((error: unknown) => {
        this.pending.delete(id);
        reject(error instanceof Error ? error : new Error(String(error)));
      });
    });
  }

  private startWorker(): Promise<CountWorker | null> {
    return new Promise((ready) => {
      let worker: CountWorker;
      try {
        worker = this.start();
      } catch {
        ready(null);
        return;
      }
      worker.addEventListener('message', (event) => {
        const data: unknown = (event as MessageEvent).data;
        if (isCountAnswer(data)) this.answer(data);
        else ready(worker); // its first word: ready
      });
      // A script that does not load (network, the page's CSP on importScripts) or a crash: no worker.
      const giveUp = (event: Event) => {
        event.preventDefault();
        worker.terminate();
        ready(null);
        this.worker = Promise.resolve(null);
        for (const job of this.pending.values()) job.reject(new Error('The count stopped; please reload the page'));
        this.pending.clear();
      };
      worker.addEventListener('error', giveUp);
      worker.addEventListener('messageerror', giveUp);
    });
  }

  private answer(data: CountAnswer): void {
    const job = this.pending.get(data.id);
    if (!job) return;
    this.pending.delete(data.id);
    if (data.ok) job.resolve(data.counted);
    else job.reject(rebuildError(data.error));
  }
}

/** Reads a stream to its end: hands each piece to `onPiece` as it comes, or else keeps them all. */
async function readAll(stream: ReadableStream<Uint8Array>, onPiece?: (piece: Uint8Array) => void): Promise<Uint8Array[]> {
  const pieces: Uint8Array[] = [];
  const reader = stream.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    if (onPiece) onPiece(read.value);
    else pieces.push(read.value);
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
