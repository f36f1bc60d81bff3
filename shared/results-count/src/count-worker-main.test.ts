import { describe, expect, it } from 'vitest';
import { runCountWorker } from './count-worker-main';
import { MAIN_THREAD_COUNTER, type MainThreadCounter } from './main-thread-counter';
import type { CountAnswer } from './protocol';

const films = {
  poll: { id: 'p', title: 'Films', status: 'completed', options: [{ id: 'a', text: 'A', order: 0 }, { id: 'b', text: 'B', order: 1 }] },
  ballots: [{ ranking: ['b', 'a'], count: 3 }, { ranking: ['a', 'b'], count: 1 }],
  totalVotes: 4,
};
const body = () => new TextEncoder().encode(JSON.stringify(films)).buffer;

describe('count-worker.js', () => {
  it('installs the sliced count on a page that loads it as a plain script', async () => {
    const page = { document: {} } as unknown as typeof globalThis;
    runCountWorker(page);
    const counter = (page as unknown as Record<string, MainThreadCounter>)[MAIN_THREAD_COUNTER]!;
    expect((await counter(body())).count.winner).toBe('b');
  });

  it('answers count jobs in a worker', async () => {
    let listener: ((event: MessageEvent) => void) | undefined;
    const answers: (CountAnswer | { ready: true })[] = [];
    const scope = {
      importScripts: () => {},
      addEventListener: (_type: string, l: (event: MessageEvent) => void) => (listener = l),
      postMessage: (answer: CountAnswer | { ready: true }) => answers.push(answer),
    } as unknown as typeof globalThis;
    runCountWorker(scope);
    expect(answers).toEqual([{ ready: true }]);
    listener!(new MessageEvent('message', { data: { id: 7, body: body() } }));
    await expect.poll(() => answers.length).toBe(2);
    expect(answers[1]).toMatchObject({ id: 7, ok: true, counted: { count: { winner: 'b' } } });
  });
});
