import { describe, expect, it, vi } from 'vitest';
import { CountClient, type CountWorker } from './count-client';
import { countResultsBody } from './count-results-body';
import { serveCountJobs, type WorkerScope } from './count-worker-scope';
import type { CountAnswer, CountJob } from './protocol';

const films = {
  poll: { id: 'p', title: 'Films', status: 'completed', options: ['Alien', 'Heat', 'Jaws'].map((text, i) => ({ id: `option_${i + 1}`, text, order: i })) },
  ballots: [
    { ranking: ['option_1', 'option_2', 'option_3'], count: 3 },
    { ranking: ['option_2', 'option_1', 'option_3'], count: 2 },
    { ranking: ['option_3', 'option_2', 'option_1'], count: 2 },
  ],
  totalVotes: 7,
  invalidBallots: 0,
  generatedAt: '2026-11-23T22:00:00.000Z',
};
const body = (value: unknown = films) => new TextEncoder().encode(JSON.stringify(value)).buffer;

/**
 * A worker in this thread: the real worker program (serveCountJobs) behind a message boundary that
 * clones (and transfers) as postMessage does. `transferred` records what the worker handed over.
 */
class InProcessWorker implements CountWorker {
  readonly listeners = new Map<string, ((event: Event) => void)[]>();
  readonly transferred: Transferable[] = [];
  private scopeListener: ((event: MessageEvent<CountJob>) => void) | undefined;
  terminated = false;

  constructor() {
    const scope: WorkerScope = {
      addEventListener: (_type, listener) => (this.scopeListener = listener),
      postMessage: (message: CountAnswer | { ready: true }, transfer: Transferable[]) => {
        this.transferred.push(...transfer);
        const data = structuredClone(message, { transfer });
        setTimeout(() => this.emit('message', new MessageEvent('message', { data })));
      },
    };
    serveCountJobs(scope);
  }

  postMessage(job: CountJob, transfer: Transferable[]): void {
    const data = structuredClone(job, { transfer });
    setTimeout(() => this.scopeListener?.(new MessageEvent('message', { data })));
  }

  addEventListener(type: string, listener: (event: Event) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  emit(type: string, event: Event): void {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }

  terminate(): void {
    this.terminated = true;
  }
}

describe('CountClient', () => {
  it('counts in the worker and hands the packed ballots over rather than copying them', async () => {
    const worker = new InProcessWorker();
    const fallback = vi.fn(() => countResultsBody(body()));
    const client = new CountClient({ start: () => worker, fallback });
    const counted = await client.count(body());
    expect(counted.count.winner).toBe('option_2');
    expect(Array.from(counted.results.ballots.starts)).toEqual([0, 3, 6, 9]);
    expect(counted.names).toEqual({ option_1: 'Alien', option_2: 'Heat', option_3: 'Jaws' });
    expect(worker.transferred).toHaveLength(3);
    expect(fallback).not.toHaveBeenCalled();
  });

  it('sends a streamed answer piece by piece as it arrives, and counts it whole', async () => {
    const bytes = new Uint8Array(body());
    const stream = (size: number) =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (let at = 0; at < bytes.length; at += size) controller.enqueue(bytes.slice(at, at + size));
          controller.close();
        },
      });
    const worker = new InProcessWorker();
    const posted = vi.spyOn(worker, 'postMessage');
    const client = new CountClient({ start: () => worker, fallback: () => Promise.reject(new Error('unused')) });
    expect((await client.count(stream(40))).count.winner).toBe('option_2');
    expect(posted.mock.calls.filter(([job]) => 'piece' in job)).toHaveLength(Math.ceil(bytes.length / 40));
    // Without a worker, the streamed bytes are counted whole on the main thread.
    const fallback = vi.fn((job: Uint8Array[]) => countResultsBody(job));
    const alone = new CountClient({ start: () => { throw new Error('no Worker'); }, fallback });
    expect((await alone.count(stream(7))).count.winner).toBe('option_2');
    expect(fallback).toHaveBeenCalledTimes(1);
  });

  it('keeps one worker and pairs each answer with its job', async () => {
    const start = vi.fn(() => new InProcessWorker());
    const client = new CountClient({ start, fallback: () => Promise.reject(new Error('unused')) });
    const other = { ...films, ballots: [{ ranking: ['option_3', 'option_1', 'option_2'], count: 9 }], totalVotes: 9 };
    const [first, second] = await Promise.all([client.count(body()), client.count(body(other))]);
    expect(first.count.winner).toBe('option_2');
    expect(second.count.winner).toBe('option_3');
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('passes the check’s refusal on as the same error', async () => {
    const client = new CountClient({ start: () => new InProcessWorker(), fallback: () => Promise.reject(new Error('unused')) });
    const refused = client.count(body({ poll: { id: 'p', status: 'paused' }, ballots: [] }));
    await expect(refused).rejects.toMatchObject({ name: 'ResultsShapeError' });
    await expect(refused).rejects.toThrow('Poll p has an unknown status: paused');
  });

  it('counts on the main thread when the page cannot start a worker (CSP, no Worker)', async () => {
    const fallback = vi.fn((job: Uint8Array[]) => countResultsBody(job));
    const client = new CountClient({
      start: () => {
        throw new DOMException('Refused by the Content Security Policy', 'SecurityError');
      },
      fallback,
    });
    expect((await client.count(body())).count.winner).toBe('option_2');
    expect((await client.count(body())).count.winner).toBe('option_2');
    expect(fallback).toHaveBeenCalledTimes(2);
  });

  it('gives a worker whose script never loads up for good: its waiting jobs and every later one count on the main thread', async () => {
    // Never ready: a script the page's CSP or the network kept from loading.
    const dead = Object.assign(new InProcessWorker(), { postMessage: () => {} });
    dead.listeners.clear();
    const fallback = vi.fn((job: Uint8Array[]) => countResultsBody(job));
    const client = new CountClient({ start: () => dead, fallback });
    const waiting = client.count(body());
    dead.emit('error', new Event('error', { cancelable: true }));
    expect((await waiting).count.winner).toBe('option_2');
    expect(dead.terminated).toBe(true);
    expect((await client.count(body())).count.winner).toBe('option_2');
    expect(fallback).toHaveBeenCalledTimes(2);
  });

  it('fails the job of a worker that dies while counting, and counts later jobs on the main thread', async () => {
    const worker = new InProcessWorker();
    const fallback = vi.fn((job: Uint8Array[]) => countResultsBody(job));
    const client = new CountClient({ start: () => worker, fallback });
    await client.count(body()); // ready, and counting
    Object.assign(worker, { postMessage: () => {} });
    const counting = client.count(body());
    await new Promise((resolve) => setTimeout(resolve, 10));
    worker.emit('error', new Event('error', { cancelable: true }));
    await expect(counting).rejects.toThrow('The count stopped');
    expect((await client.count(body())).count.winner).toBe('option_2');
    expect(fallback).toHaveBeenCalledTimes(1);
  });
});
