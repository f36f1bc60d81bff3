import { spawn } from 'node:child_process';
import path from 'node:path';
import { supabaseCliPath } from '../database/migrations.js';
import { supabaseDir } from '../config/config.js';

/** Where the generated `Database` type is checked in, for the apps' typed supabase-js client. */
export const databaseTypesPath = path.resolve(supabaseDir, '..', 'shared', 'platform', 'src', 'supabase', 'database.types.ts');

/**
 * `supabase gen types typescript` for the public schema of the given database, exactly as the
 * Supabase CLI prints it (stdout only: its notices go to stderr).
 */
export function generateDatabaseTypes(databaseUrl: string): Promise<string> {
  // Without sslmode=disable the CLI prints a TLS notice to stdout, into the generated file.
  const url = new URL(databaseUrl);
  if (!url.searchParams.has('sslmode')) url.searchParams.set('sslmode', 'disable');
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [supabaseCliPath(), 'gen', 'types', 'typescript', `--remote=${url.toString()}`, '--schema', 'public'],
      { cwd: path.dirname(supabaseDir), env: { ...process.env, SUPABASE_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' } },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => {
      if (code === 0 && stdout.includes('export type Database')) resolve(stdout);
      else reject(new Error(`supabase gen types exited with ${code}:\n${stderr.trim()}`));
    });
  });
}
