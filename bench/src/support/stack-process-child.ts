/**
 * The local stack in a process of its own (started by stack-process.ts), optionally with
 * pg_stat_statements loaded (PROFILE_SQL=1) so the bench can print where PostgreSQL's time goes per statement.
 * Prints one JSON line when ready; SIGTERM stops it. Argument: the stack overrides as JSON.
 */
import { POSTGRES_SETTINGS, startStack } from '@runoff/supabase/stack';

// A diagnostic run adds one preload library to the shipped settings.
if (process.env.PROFILE_SQL === '1') {
  POSTGRES_SETTINGS.shared_preload_libraries = 'pg_stat_statements';
  POSTGRES_SETTINGS['pg_stat_statements.track'] = 'all';
  // Calls and time per SQL function (pg_stat_user_functions), nested calls included.
  POSTGRES_SETTINGS.track_functions = 'all';
}
const overrides = JSON.parse(process.argv[2] ?? '{}') as Parameters<typeof startStack>[0];
const stack = await startStack(overrides, { log: (line) => console.error(`[stack] ${line}`) });
console.log(JSON.stringify({ ready: true, gatewayPid: process.pid, postgresPid: stack.pids().postgres, url: stack.url, databaseUrl: stack.databaseUrl, anonKey: stack.config.anonKey }));
process.once('SIGTERM', () => void stack.stop().then(() => process.exit(0)));
