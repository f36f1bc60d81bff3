import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { LOCAL_ANON_KEY, supabaseDir } from '../src/config/config.js';
import { throwawayFolder } from '../src/stack/throwaway-stack.js';
import { dedicatedApiPort } from './support/clients.js';

// `pnpm backend` (local/src/stack/main.ts) in a process group of its own, on ports of its own, so that the whole
// group (tsx, Node, PostgreSQL and its backends, PostgREST) can be killed with SIGKILL at once.
const apiPort = dedicatedApiPort(120);
const root = throwawayFolder('kill');
const env = {
  ...process.env,
  RUNOFF_API_PORT: String(apiPort),
  RUNOFF_DB_PORT: String(apiPort + 1),
  RUNOFF_POSTGREST_PORT: String(apiPort + 2),
  // Its own, not one inherited from the environment: the stack under test may already hold that one.
  RUNOFF_MAIL_PORT: String(apiPort + 3),
  RUNOFF_DATA_DIR: path.join(root, 'pgdata'),
};
const url = `http://localhost:${apiPort}`;
const databaseUrl = `postgresql://postgres:postgres@127.0.0.1:${apiPort + 1}/postgres`;
const tsx = createRequire(import.meta.url).resolve('tsx/cli');
const running = new Set<ChildProcess>();

function killGroup(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    process.kill(-child.pid!, 'SIGKILL');
  });
}

afterAll(async () => {
  for (const child of running) await killGroup(child);
  fs.rmSync(root, { recursive: true, force: true });
});

/**
 * Waits until the killed postmaster is gone for good. SIGKILL reaches the whole group at once, but the
 * orphaned postmaster is reaped by init a moment later; until then PostgreSQL sees its PID in postmaster.pid
 * and refuses to start on the folder, as it would for any machine's PostgreSQL.
 */
async function postmasterGone(): Promise<void> {
  const lockFile = path.join(root, 'pgdata', 'postmaster.pid');
  const pid = fs.existsSync(lockFile) ? Number(fs.readFileSync(lockFile, 'utf8').split('\n')[0]) : NaN;
  if (!Number.isInteger(pid) || pid <= 0) return;
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Starts the backend as `pnpm backend` does and resolves once it says it is ready. */
function startBackend(): Promise<ChildProcess> {
  const child = spawn(process.execPath, [tsx, 'local/src/stack/main.ts'], { cwd: supabaseDir, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the backend did not start within 60 s:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      // main.ts says which profile: "Local Supabase (local profile) is ready in 2.6 s".
      if (/Local Supabase (?:\(\w+ profile\) )?is ready/.test(output)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code, signal) => reject(new Error(`the backend exited (${code ?? signal}):\n${output}`)));
  });
}

function client(): SupabaseClient {
  return createClient(url, LOCAL_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport'] },
  });
}

describe('kill -9 of the whole backend', () => {
  it('keeps every acknowledged vote when the process group is killed while votes are coming in', async () => {
    let backend = await startBackend();
    const host = client();
    const signUp = await host.auth.signUp({ email: `kill-${Date.now()}@example.com`, password: 'correct-horse-battery', options: { data: { username: 'Host' } } });
    expect(signUp.error).toBeNull();
    const { data: poll } = await host.rpc('create_poll', { title: 'Durable', options: ['A', 'B'] });
    const pollId = (poll as { id: string }).id;

    const voters: Array<{ client: SupabaseClient; userId: string }> = [];
    for (let i = 0; i < 20; i += 1) {
      const voter = client();
      const { data } = await voter.auth.signInAnonymously();
      await voter.rpc('join_poll', { poll_id: pollId, name: null });
      voters.push({ client: voter, userId: data.user!.id });
    }
    await host.rpc('update_poll_status', { poll_id: pollId, status: 'voting' });

    // Everyone votes at once; the whole group is killed as soon as ten answers are in, others still in flight.
    const acknowledged: string[] = [];
    let killed: Promise<void> | undefined;
    const votes = voters.map(async ({ client: voter, userId }) => {
      const { error, status } = await voter.rpc('submit_vote', { poll_id: pollId, ranking: ['option_2', 'option_1'], participant_id: null });
      if (!error && status === 200 && !killed) {
        acknowledged.push(userId);
        if (acknowledged.length === 10) killed = killGroup(backend);
      }
    });
    await Promise.all(votes);
    await killed;
    expect(acknowledged.length).toBeGreaterThanOrEqual(10);
    await postmasterGone();

    backend = await startBackend();
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const voted = await db.query<{ user_id: string }>('select user_id from public.participants where poll_id = $1 and has_voted', [pollId]);
      const votedUsers = voted.rows.map((r) => r.user_id);
      expect(votedUsers).toEqual(expect.arrayContaining(acknowledged));
      const ballots = await db.query<{ n: number }>('select coalesce(sum(ballot_count), 0)::int as n from public.ballots where poll_id = $1', [pollId]);
      expect(ballots.rows[0]!.n).toBe(votedUsers.length);
    } finally {
      await db.end();
      await killGroup(backend);
    }
  }, 110_000);
});
