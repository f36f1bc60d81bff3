import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Everything the local stack needs to know, with the Supabase CLI's public local defaults.
 * Each value can be overridden by an environment variable so that two stacks (say, a developer's
 * and a test run) can live side by side on one machine.
 */
export interface StackConfig {
  /** Gateway port: the URL the apps and supabase-js use (http://localhost:<apiPort>). */
  apiPort: number;
  /** Embedded PostgreSQL port (ignored when databaseUrl is set). */
  dbPort: number;
  /** PostgREST's internal port; only the gateway talks to it. */
  postgrestPort: number;
  /** Where embedded PostgreSQL keeps its data between restarts. */
  dataDir: string;
  /** An external PostgreSQL (superuser URL) used instead of the embedded one. */
  databaseUrl: string | undefined;
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Access token lifetime in seconds (GoTrue's JWT_EXP). */
  jwtExpiry: number;
  /** The public URL of the gateway, used in links such as the password reset e-mail. */
  apiUrl: string;
  /** Where password-reset links send the browser (GoTrue's SITE_URL). */
  siteUrl: string;
  /** The folder holding supabase/ (config.toml, migrations/): the Supabase CLI's workdir. */
  workdir: string;
}

const here = path.dirname(fileURLToPath(import.meta.url));
/** supabase/ : the folder the Supabase CLI calls its workdir. */
export const supabaseDir = path.resolve(here, '..', '..');

// The Supabase CLI's well-known local development secrets (public, identical on every machine).
export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const LOCAL_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number, got "${raw}"`);
  return value;
}

export function loadConfig(overrides: Partial<StackConfig> = {}): StackConfig {
  const apiPort = overrides.apiPort ?? intFromEnv('RUNOFF_API_PORT', 54321);
  const base: StackConfig = {
    apiPort,
    dbPort: intFromEnv('RUNOFF_DB_PORT', 54322),
    postgrestPort: intFromEnv('RUNOFF_POSTGREST_PORT', 54330),
    dataDir: process.env.RUNOFF_DATA_DIR ?? path.join(supabaseDir, '.runoff', 'pgdata'),
    databaseUrl: process.env.DATABASE_URL || undefined,
    jwtSecret: LOCAL_JWT_SECRET,
    anonKey: LOCAL_ANON_KEY,
    serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
    jwtExpiry: intFromEnv('RUNOFF_JWT_EXPIRY', 3600),
    apiUrl: `http://localhost:${apiPort}`,
    siteUrl: process.env.RUNOFF_SITE_URL ?? 'http://localhost:3000',
    workdir: path.dirname(supabaseDir),
  };
  return { ...base, ...overrides };
}
