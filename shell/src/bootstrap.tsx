import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureSupabase, loadRuntimeConfig } from '@runoff/shared/supabase';
import { App } from './app/app';
import { StartupError } from './app/startup-error';
import { createFederationLoader } from './features/remotes';
import '@runoff/shared/ui/tokens.css';
import './app/styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

async function start() {
  // The Supabase client and the remotes' addresses come from the environment's runtime-config.json,
  // so one build serves every environment and remotes redeploy without rebuilding the shell.
  const config = await loadRuntimeConfig();
  configureSupabase(config.supabase);
  const loader = createFederationLoader(config.remotes);
  root.render(
    <StrictMode>
      <App loader={loader} />
    </StrictMode>,
  );
}

start().catch((error: unknown) => {
  console.error(error);
  root.render(<StartupError message={error instanceof Error ? error.message : String(error)} />);
});
