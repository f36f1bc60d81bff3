import pg from 'pg';
import { loadConfig, type StackConfig } from './config.js';
import { applyBaseSchema, urlForRole } from './base.js';
import { startGateway } from './gateway/server.js';
import { applyMigrations } from './migrations.js';
import { assertPortFree } from './ports.js';
import { startPostgres } from './postgres.js';
import { startPostgrest } from './postgrest.js';

export interface RunningStack {
  config: StackConfig;
  /** The URL supabase-js is given: http://localhost:<apiPort>. */
  url: string;
  /** Superuser (supabase_admin) connection string (tests and tools only; the apps never see it). */
  databaseUrl: string;
  /** The `postgres` role, as hosted has it (no superuser, BYPASSRLS): the role migrations run as. */
  postgresUrl: string;
  /** Milliseconds from the call to ready. */
  startupMs: number;
  stop(): Promise<void>;
}

export interface StartOptions {
  log?: (line: string) => void;
}

/**
 * Starts PostgreSQL, recreates hosted Supabase's base, applies the migrations with the Supabase CLI,
 * starts PostgREST and opens the gateway. If any step fails, everything already started is stopped.
 */
export async function startStack(overrides: Partial<StackConfig> = {}, options: StartOptions = {}): Promise<RunningStack> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  const config = loadConfig(overrides);
  const stops: Array<() => Promise<void>> = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch((error: unknown) => console.error(error));
    stops.length = 0;
  };

  try {
    await assertPortFree(config.apiPort, 'the API gateway', 'RUNOFF_API_PORT');
    const postgres = await startPostgres(config, log);
    stops.push(postgres.stop);
    log('PostgreSQL is up; applying the Supabase base schema');
    await applyBaseSchema(postgres.url);
    // As `supabase db push` does on hosted: the migrations run as postgres, which is not a superuser.
    const postgresUrl = urlForRole(postgres.url, 'postgres');
    log('Applying migrations with the Supabase CLI (as postgres)');
    const migrationOutput = await applyMigrations(postgresUrl, config.workdir);
    for (const line of migrationOutput.split('\n').filter(Boolean)) log(`  ${line}`);
    const postgrest = await startPostgrest(config, postgres.url, log);
    stops.push(postgrest.stop);
    // Realtime's authorization switches to the user's role inside a transaction: a superuser pool, as
    // hosted Realtime connects as supabase_admin.
    const db = new pg.Pool({ connectionString: postgres.url, max: 10 });
    // An idle connection cut by PostgreSQL's shutdown must not crash the process.
    db.on('error', (error) => log(`database pool: ${error.message}`));
    stops.push(() => db.end());
    // The auth service connects as supabase_auth_admin, the owner of the auth tables, as GoTrue does.
    const authDb = new pg.Pool({ connectionString: urlForRole(postgres.url, 'supabase_auth_admin'), max: 10 });
    authDb.on('error', (error) => log(`auth database pool: ${error.message}`));
    stops.push(() => authDb.end());
    const gateway = await startGateway({ config, db, authDb, databaseUrl: postgres.url });
    stops.push(gateway.close);
    return { config, url: config.apiUrl, databaseUrl: postgres.url, postgresUrl, startupMs: Date.now() - started, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
