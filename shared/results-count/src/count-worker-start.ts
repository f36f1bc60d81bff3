/**
 * Starts the counting worker from its script's URL (mf-results builds it as count-worker.js beside its
 * other files). A page may start a worker only from its own origin, yet mf-results runs inside the shell
 * on another origin and embed.js on any site: from there the worker is a blob of the page's origin whose
 * one line, importScripts, loads the script from the results host (importScripts may cross origins).
 * The page's CSP must allow blob: workers (worker-src, tooling/harness/src/security-headers.ts); where it does not,
 * the constructor throws and the count runs on the main thread in slices (count-client.ts).
 */
export function startCountWorker(scriptUrl: string | URL, page: Pick<Location, 'href' | 'origin'> = globalThis.location): Worker {
  const script = new URL(scriptUrl, page.href);
  if (script.origin === page.origin) return new Worker(script, { name: 'runoff-count' });
  // The blob URL stays valid for the page's life: a worker may fetch it after the constructor returns.
  const blob = URL.createObjectURL(new Blob([`importScripts(${JSON.stringify(script.href)});`], { type: 'text/javascript' }));
  return new Worker(blob, { name: 'runoff-count' });
}
