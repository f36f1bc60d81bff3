import { createRequire } from 'node:module';
import path from 'node:path';
import { runToCompletion } from '../supervision/child-process.js';

const require = createRequire(import.meta.url);

/** The Supabase CLI from npm (its binary ships in a platform package, nothing is downloaded). */
export function supabaseCliPath(): string {
  const packageJson = require.resolve('supabase/package.json');
  return path.join(path.dirname(packageJson), 'dist', 'supabase.js');
}

/**
 * Applies supabase/migrations with the real Supabase CLI, which records each one in
 * supabase_migrations.schema_migrations exactly as it does on a hosted project; already applied
 * migrations are skipped, so a restart applies only new ones.
 */
export async function applyMigrations(databaseUrl: string, workdir: string): Promise<string> {
  // The local database has no TLS; saying so spares the CLI's notice about falling back to plain text.
  const url = new URL(databaseUrl);
  if (!url.searchParams.has('sslmode') && ['127.0.0.1', 'localhost'].includes(url.hostname)) url.searchParams.set('sslmode', 'disable');
  const output = await runToCompletion(
    process.execPath,
    [supabaseCliPath(), 'migration', 'up', `--remote=${url.toString()}`, '--workdir', workdir, '--yes'],
    { cwd: workdir, env: { SUPABASE_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' } },
  );
  return output.trim();
}
