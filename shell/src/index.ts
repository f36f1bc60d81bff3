import { requestRuntimeConfig } from './early-runtime-config';

requestRuntimeConfig();
// No join page needs supabase-js before its Join Poll modal: the poll is read without it (the code's
// lookup on /j/{code}, get_poll on /polls/{id}/vote, both started early by app/prefetch-route.ts).
// An async boundary so the Module Federation runtime can negotiate shared singletons before React loads.
// In a task of its own: evaluating the runtime and starting the shared modules' chunks in one task blocked a
// throttled phone for about 350 ms (Lighthouse's Total Blocking Time, issue 10).
setTimeout(() => void import('./bootstrap'), 0);
