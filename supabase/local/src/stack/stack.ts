import pg from 'pg';
import { loadConfig, type StackConfig } from '../config/config.js';
import { applyBaseSchema, urlForRole } from '../database/base.js';
import { startMailCatcher } from '../auth/mail-catcher.js';
import { Mailbox } from '../auth/mailbox.js';
import { catcherMailer, smtpMailer, type Mailer } from '../auth/mailer.js';
import { GatewaySupervisor } from './gateway-supervisor.js';
import { applyMigrations } from '../database/migrations.js';
import { setStorageLimits } from '../database/storage-limits.js';
import { assertPortFree } from '../supervision/ports.js';
import { startPostgres } from '../database/postgres.js';
import { startPostgrest } from './postgrest.js';
import type { SupervisorPolicy } from '../supervision/supervisor.js';

// The settings every PostgreSQL of the stack starts with; a diagnostic run (bench) may add to them first.
export { POSTGRES_SETTINGS } from '../database/postgres.js';

export interface RunningStack {
  config: StackConfig;
  /** The URL supabase-js is given: http://localhost:<apiPort>. */
  url: string;
  /** Superuser (supabase_admin) connection string (tests and tools only; the apps never see it). */
  databaseUrl: string;
  /** The `postgres` role, as hosted has it (no superuser, BYPASSRLS): the role migrations run as. */
  postgresUrl: string;
  /** The loopback-only mail catcher (http://127.0.0.1:<mailPort>), or null when real SMTP is configured. */
  mailUrl: string | null;
  /** Milliseconds from the call to ready. */
  startupMs: number;
  /** Process ids of the supervised children (undefined while one restarts, or for an external database). */
  pids(): { postgres: number | undefined; postgrest: number | undefined };
  /** Cuts every client connection and listens again, as a redeploy of the gateway would. */
  restartGateway(): Promise<void>;
  stop(): Promise<void>;
}

export interface StartOptions {
  log?: (line: string) => void;
  /** How the supervisor restarts PostgreSQL, PostgREST and the gateway's listeners (tests shorten it). */
  supervisorPolicy?: Partial<SupervisorPolicy>;
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
  let afterPostgresRestart = async () => {};
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch((error: unknown) => console.error(error));
    stops.length = 0;
  };

  try {
    await assertPortFree(config.apiPort, 'the API gateway', 'RUNOFF_API_PORT');
    const policy = options.supervisorPolicy;
    const postgres = await startPostgres(config, { log, policy, onRestarted: () => void afterPostgresRestart() });
    stops.push(postgres.stop);
    log('PostgreSQL is up; applying the Supabase base schema');
    await applyBaseSchema(postgres.url);
    // As `supabase db push` does on hosted: the migrations run as postgres, which is not a superuser.
    const postgresUrl = urlForRole(postgres.url, 'postgres');
    log('Applying migrations with the Supabase CLI (as postgres)');
    const migrationOutput = await applyMigrations(postgresUrl, config.workdir);
    for (const line of migrationOutput.split('\n').filter(Boolean)) log(`  ${line}`);
    if (config.storageLimits) await setStorageLimits(postgres.url, config.storageLimits);
    const postgrest = await startPostgrest(config, postgres.url, log, policy);
    stops.push(postgrest.stop);
    // PostgREST reconnects by itself, but its retry delay doubles up to 32 s while PostgreSQL is down. When
    // PostgreSQL is back and PostgREST still cannot reach it shortly after, a restart is quicker.
    afterPostgresRestart = async () => {
      if (await postgrestAnswers(config.postgrestPort, 3_000)) return;
      log('supervisor: PostgREST has not reconnected to PostgreSQL within 3 s; restarting it');
      await postgrest.supervisor.restartNow();
    };
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
    let mailer: Mailer;
    let mailUrl: string | null = null;
    if (config.smtp) {
      mailer = smtpMailer(config.smtp);
      log(`Auth e-mails go out through SMTP at ${config.smtp.host}:${config.smtp.port}`);
    } else {
      const mailbox = new Mailbox();
      const catcher = await startMailCatcher(mailbox, config.mailPort);
      stops.push(catcher.close);
      mailer = catcherMailer(mailbox);
      mailUrl = catcher.url;
    }
    const gateway = await GatewaySupervisor.start({ config, db, authDb, databaseUrl: postgres.url, mailer }, log, policy);
    stops.push(() => gateway.stop());
    return {
      config,
      url: config.apiUrl,
      mailUrl,
      databaseUrl: postgres.url,
      postgresUrl,
      startupMs: Date.now() - started,
      pids: () => ({ postgres: postgres.pid(), postgrest: postgrest.pid() }),
      restartGateway: () => gateway.restart(),
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** Whether PostgREST answers a request that needs the database (its root lists the schema) within timeoutMs. */
async function postgrestAnswers(port: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const status = await fetch(`http://127.0.0.1:${port}/`).then((r) => r.status, () => 0);
    if (status > 0 && status < 500) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}
