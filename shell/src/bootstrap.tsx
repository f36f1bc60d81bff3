import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { authStore } from '@runoff/platform/auth';
import { configureSupabase, loadRuntimeConfig, loadSupabase, mayHoldSession, sessionStorageKey, type SupabaseSettings } from '@runoff/platform/supabase';
import { App } from './app/app';
import { syncDocumentLocale } from './app/document-locale';
import { preloadMessages } from './app/preload-messages';
import { prefetchRoute } from './app/prefetch-route';
import { StartupError } from './app/startup-error';
import { createFederationLoader } from './features/remotes';
import { fetchRuntimeConfig } from './early-runtime-config';
import '@runoff/ui/tokens.css';
import './app/styles.css';

// The page's language first: <html lang dir> from the reader's choice or browser, before anything renders,
// and the shell's messages in that language start loading beside the runtime config.
syncDocumentLocale();
preloadMessages();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

/**
 * supabase-js loads at once only when the browser may hold a session (the auth gate waits for its check).
 * A visitor without one is signed out, so the page renders without it; it then loads on first use (a
 * remote page, a join code) or when another tab signs in (issue 10's first-load budget).
 */
function startSupabase(project: SupabaseSettings) {
  const load = () =>
    loadSupabase().catch((error: unknown) => {
      console.error(error);
      root.render(<StartupError message={error instanceof Error ? error.message : String(error)} />);
    });
  if (mayHoldSession(project)) {
    void load();
    return;
  }
  authStore.assumeSignedOut();
  const key = sessionStorageKey(project);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key || event.newValue === null) return;
    window.removeEventListener('storage', onStorage);
    void load();
  };
  window.addEventListener('storage', onStorage);
}

async function start() {
  // The Supabase client and the remotes' addresses come from the environment's runtime-config.json,
  // so one build serves every environment and remotes redeploy without rebuilding the shell.
  const config = await loadRuntimeConfig(undefined, fetchRuntimeConfig);
  configureSupabase(config.supabase);
  startSupabase(config.supabase);
  const loader = createFederationLoader(config.remotes);
  prefetchRoute(window.location.pathname, { loader, apiUrl: config.supabase.url, signedOut: !mayHoldSession(config.supabase), lobbyManifest: config.remotes.mf_lobby });
  // A transition lets React render the first page in slices that yield to the browser, rather than in one
  // long task a slow phone feels as a frozen page (Lighthouse's Total Blocking Time, issue 10).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App loader={loader} />
      </StrictMode>,
    );
  });
}

start().catch((error: unknown) => {
  console.error(error);
  root.render(<StartupError message={error instanceof Error ? error.message : String(error)} />);
});
