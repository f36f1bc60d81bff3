import path from 'node:path';
import { profileFromEnv, supabaseDir } from '../config/config.js';
import { prepareHostedWorkdir } from '../config/hosted-profile.js';
import { startStack } from './stack.js';

/** `pnpm backend`: runs the local Supabase stack until Ctrl-C. */
async function main(): Promise<void> {
  const log = (line: string) => console.log(`[supabase] ${line}`);
  // RUNOFF_PROFILE=hosted: hosted Supabase's defaults (config/hosted-profile.ts) instead of the developer's.
  const profile = profileFromEnv();
  const overrides = profile === 'hosted' ? { profile, workdir: prepareHostedWorkdir(path.join(supabaseDir, '.runoff', 'hosted-workdir')) } : {};
  const stack = await startStack(overrides, { log });
  const { config } = stack;
  console.log(`
Local Supabase (${config.profile} profile) is ready in ${(stack.startupMs / 1000).toFixed(1)} s
  API URL          ${stack.url}   (REST /rest/v1, Auth /auth/v1, Realtime /realtime/v1)
  Mail             ${stack.mailUrl ?? `sent through SMTP (${config.smtp?.host})`}
  Database         ${stack.postgresUrl}   (postgres: no superuser, as on hosted)
  Superuser        ${stack.databaseUrl}
  anon key         ${config.anonKey}
  service_role key ${config.serviceRoleKey}
Press Ctrl-C to stop.`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping`);
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(`[supabase] Could not start the local stack:\n${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
