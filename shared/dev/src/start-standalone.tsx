import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { configureSupabase, loadRuntimeConfig, loadSupabase } from '@runoff/platform/supabase';

/**
 * A remote's standalone dev page: configures the shared client from /runtime-config.json as the shell
 * does, then renders App into #root (or says why it could not start).
 */
export function startStandalone(App: ComponentType): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);

  loadRuntimeConfig()
    .then(async (config) => {
      configureSupabase(config.supabase);
      await loadSupabase();
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    })
    .catch((error: unknown) => {
      console.error(error);
      root.render(<p role="alert">Could not start: {error instanceof Error ? error.message : String(error)}</p>);
    });
}
