import { getInstance } from '@module-federation/enhanced/runtime';
import { requestRuntimeConfig } from './early-runtime-config';
import { JOIN_LINK_ROUTE } from './app/join-routes';

requestRuntimeConfig();
// A join link's first call (get_poll) needs supabase-js: its chunk downloads beside the app's, through the
// runtime's own loadShare, so it stays the page's one shared copy (docs/federation.md). /j/{code} needs
// it only once its Join Poll modal shows (the code is looked up without it).
if (JOIN_LINK_ROUTE.test(window.location.pathname)) {
  getInstance()?.loadShare('@supabase/supabase-js').catch(() => {});
}
// An async boundary so the Module Federation runtime can negotiate shared singletons before React loads.
// In a task of its own: evaluating the runtime and starting the shared modules' chunks in one task blocked a
// throttled phone for about 350 ms (Lighthouse's Total Blocking Time, issue 10).
setTimeout(() => void import('./bootstrap'), 0);
