/**
 * The local stack in a process of its own (started by stack-process.ts), optionally with
 * pg_stat_statements loaded (PROFILE_SQL=1) so the bench can print where PostgreSQL's time goes per statement.
 * Prints one JSON line when ready; SIGTERM stops it. Argument: the stack overrides as JSON.
 */
import { startStack } from '@runoff/supabase/stack';
// Not part of the package's exports: a diagnostic run adds one preload library to the shipped settings.
import { POSTGRES_SETTINGS } from '../../../supabase/local/src/database/postgres.js';

if (process.env.PROFILE_SQL === '1') {
  POSTGRES_SETTINGS.shared_preload_libraries = 'pg_stat_statements';
  POSTGRES_SETTINGS['pg_stat_statements.track'] = 'all';
}
const overrides = JSON.parse(process.argv[2] ?? '{}') as Parameters<typeof startStack>[0];
const stack = await startStack(overrides, { log: (line) => console.error(`[stack] ${line}`) });
console.log(JSON.stringify({ ready: true, gatewayPid: process.pid, postgresPid: stack.pids().postgres, url: stack.url, databaseUrl: stack.databaseUrl, anonKey: stack.config.anonKey }));
process.once('SIGTERM', () => void stack.stop().then(() => process.exit(0)));
