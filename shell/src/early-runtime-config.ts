/**
 * /runtime-config.json, requested the moment the entry runs, beside the app's chunks rather than after
 * them: every call a page makes waits for it (on the join page the whole chain does, issue 10). Plain
 * `fetch` on purpose: this file runs before the Module Federation boundary, where no shared module loads.
 */
const path = '/runtime-config.json';
// The request index.html preloads: the same URL and mode, and no cache mode or header that would stop
// Chromium from matching it (the server's `Cache-Control: no-store` still keeps a redeploy's values fresh).
const init: RequestInit = {};

let early: Promise<Response> | undefined;

export function requestRuntimeConfig(): void {
  early = fetch(path, init);
  // Read by bootstrap a moment later; until then a network failure is not "unhandled".
  early.catch(() => {});
}

/** A fetch for loadRuntimeConfig that answers the first request with the early one. */
export const fetchRuntimeConfig: typeof fetch = (input, requestInit) => {
  const response = early;
  early = undefined;
  return response ?? fetch(input, requestInit);
};
