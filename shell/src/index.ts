import { requestRuntimeConfig } from './early-runtime-config';

requestRuntimeConfig();
// An async boundary so the Module Federation runtime can negotiate shared singletons before React loads.
// In a task of its own: evaluating the runtime and starting the shared modules' chunks in one task blocked a
// throttled phone for about 350 ms (Lighthouse's Total Blocking Time, issue 10).
setTimeout(() => void import('./bootstrap'), 0);
