import type { CountedPoll } from './packed-results';

/** What count-worker.js leaves on a page that loads it as a plain script: the count, in slices. */
export type MainThreadCounter = (body: ArrayBuffer | readonly Uint8Array[]) => Promise<CountedPoll>;

/** The global count-worker.js sets when it runs on a page rather than in a worker. */
export const MAIN_THREAD_COUNTER = '__runoffCountResults';

const loading = new Map<string, Promise<MainThreadCounter>>();

function installed(): MainThreadCounter | undefined {
  const counter = (globalThis as Record<string, unknown>)[MAIN_THREAD_COUNTER];
  return typeof counter === 'function' ? (counter as MainThreadCounter) : undefined;
}

/**
 * The fallback when the page can have no worker (a CSP without blob: workers, no Worker at all): the
 * same script, count-worker.js, loaded as a plain script. It then counts on the main thread in slices
 * (time-slicer.ts). The page's bundles carry no counting code of their own either way.
 */
export function loadMainThreadCounter(scriptUrl: string): Promise<MainThreadCounter> {
  const ready = installed();
  if (ready) return Promise.resolve(ready);
  let pending = loading.get(scriptUrl);
  if (!pending) {
    pending = new Promise<MainThreadCounter>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = scriptUrl;
      script.async = true;
      // Loaded, it has installed the counter; when it has not (or did not load), the count cannot run.
      const settle = () => {
        const counter = installed();
        if (counter) resolve(counter);
        else reject(new Error(`Could not load ${scriptUrl}`));
      };
      script.addEventListener('load', settle);
      script.addEventListener('error', settle);
      document.head.append(script);
    });
    pending.catch(() => loading.delete(scriptUrl));
    loading.set(scriptUrl, pending);
  }
  return pending;
}
