import { countWorkerScript } from './count-worker-script';

/**
 * Starts the counting worker. A page may start a worker only from its own origin, yet mf-results runs
 * inside the shell on another origin and embed.js on any site: from there the worker is a blob of the
 * page's origin whose one line loads the script from the results host (importScripts for a classic
 * worker, import for a module worker; both may cross origins, the results host serves its scripts with
 * CORS). The page's CSP must allow blob: workers (worker-src, scripts/security-headers.ts); where it does
 * not, the constructor throws and the count runs on the main thread in slices (count-client.ts).
 */
export function startCountWorker(script = countWorkerScript(), pageOrigin = globalThis.location?.origin): Worker {
  const { url, options } = script;
  const absolute = new URL(url, globalThis.location?.href);
  if (absolute.origin === pageOrigin) return new Worker(absolute, options);
  const line = options.type === 'module' ? `import ${JSON.stringify(absolute.href)};` : `importScripts(${JSON.stringify(absolute.href)});`;
  // The blob URL stays valid for the page's life: a worker may fetch it after the constructor returns.
  const blob = URL.createObjectURL(new Blob([line], { type: 'text/javascript' }));
  return new Worker(blob, options);
}
