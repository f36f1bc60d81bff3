/**
 * `pnpm start`: builds every app, starts the local Supabase stack and serves each production build on
 * its own port (shell on http://localhost:3000). Ctrl-C stops everything.
 */
import { appPorts } from '@runoff/build/federation';
import { loadConfig } from '@runoff/supabase/config';
import { startStack } from '@runoff/supabase/stack';
import { buildApps } from '@runoff/harness/apps';
import { serveApps } from '@runoff/harness/serve-apps';

async function main(): Promise<void> {
  const stops: Array<() => Promise<void>> = [];
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping`);
    for (const stop of stops.reverse()) await stop().catch((error: unknown) => console.error(error));
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await buildApps({ log: (line) => console.log(`[build] ${line}`) });
  if (stopping) return;
  // CORS answers the apps' own origins (the shell, and each remote for its standalone page) besides config.toml's.
  const appOrigins = Object.values(appPorts).map((port) => `http://localhost:${port}`);
  const configured = loadConfig().corsOrigins;
  const stack = await startStack({ corsOrigins: [...new Set([...configured, ...appOrigins])] }, { log: (line) => console.log(`[supabase] ${line}`) });
  stops.push(stack.stop);
  if (stopping) return void (await stack.stop());
  const served = await serveApps({
    ports: appPorts,
    supabase: { url: stack.url, anonKey: stack.config.anonKey },
    log: (line) => console.log(`[serve] ${line}`),
  });
  stops.push(served.stop);
  console.log(`
Runoff is running at ${served.shellUrl}
  Supabase API   ${stack.url}
  Mail           ${stack.mailUrl ?? 'sent through SMTP'}
Press Ctrl-C to stop.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
