/**
 * The counting worker's script URL, as the bundler wrote it. Rspack turns exactly
 * `new Worker(new URL('./count.worker.ts', import.meta.url))` into a worker chunk and its URL under this
 * build's public path, and recognises nothing else. A stand-in constructor, in place for that one
 * synchronous statement, catches the URL and options without starting anything, so that the page can
 * decide how to start the worker (count-worker-start.ts).
 */
export function countWorkerScript(): { url: string; options: WorkerOptions } {
  const scope = globalThis as { Worker?: unknown };
  const real = scope.Worker;
  let caught: { url: string; options: WorkerOptions } = { url: '', options: {} };
  scope.Worker = function StandIn(url: URL | string, options?: WorkerOptions) {
    caught = { url: String(url), options: options ?? {} };
  };
  try {
    new Worker(new URL('./count.worker.ts', import.meta.url));
  } finally {
    scope.Worker = real;
  }
  return caught;
}
