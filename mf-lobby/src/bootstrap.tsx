import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureSupabase, loadRuntimeConfig } from '@runoff/shared/supabase';
import { App } from './app/app';
import './app/styles.css';

// The standalone dev page: configures the shared client from public/runtime-config.json as the shell does.
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

loadRuntimeConfig()
  .then((config) => {
    configureSupabase(config.supabase);
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
