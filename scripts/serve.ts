/**
 * `pnpm serve`: serves the existing production builds (run `pnpm build` first) against a Supabase that is
 * already running: by default the local stack of `pnpm backend`; RUNOFF_SUPABASE_URL and
 * RUNOFF_SUPABASE_ANON_KEY point it elsewhere. Ctrl-C stops the servers.
 */
import { appPorts } from '@runoff/build/federation';
import { LOCAL_ANON_KEY } from '@runoff/supabase/config';
import { serveApps } from '@runoff/harness/serve-apps';

const served = await serveApps({
  ports: appPorts,
  supabase: {
    url: process.env.RUNOFF_SUPABASE_URL ?? 'http://localhost:54321',
    anonKey: process.env.RUNOFF_SUPABASE_ANON_KEY ?? LOCAL_ANON_KEY,
  },
  log: (line) => console.log(`[serve] ${line}`),
});
console.log(`Runoff is served at ${served.shellUrl} (Supabase ${served.runtimeConfig.supabase.url}). Press Ctrl-C to stop.`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void served.stop().then(() => process.exit(0)));
}
