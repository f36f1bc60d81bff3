/**
 * `pnpm serve`: serves the existing production builds (run `pnpm build` first) against a Supabase that is
 * already running: by default the local stack of `pnpm backend`; RUNOFF_SUPABASE_URL and
 * RUNOFF_SUPABASE_ANON_KEY point it elsewhere. Ctrl-C stops the servers.
 */
import { appPorts } from '@runoff/build/federation';
import { configuredSupabase } from '@runoff/build/runtime-config';
import { serveApps } from '@runoff/harness/serve-apps';

const served = await serveApps({
  ports: appPorts,
  supabase: configuredSupabase(),
  log: (line) => console.log(`[serve] ${line}`),
});
console.log(`Runoff is served at ${served.shellUrl} (Supabase ${served.runtimeConfig.supabase.url}). Press Ctrl-C to stop.`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void served.stop().then(() => process.exit(0)));
}
