import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { supabaseDir } from '../src/config/config.js';
import { throwawayRoomStack } from '../src/stack/throwaway-stack.js';
import { startStack, type RunningStack } from '../src/stack/stack.js';
import { dedicatedApiPort } from './support/clients.js';

// Wiping data must not touch the shared test stack: a stack of its own.
const apiPort = dedicatedApiPort(130);
const { overrides, root } = throwawayRoomStack(apiPort, 10);
const tsx = createRequire(import.meta.url).resolve('tsx/cli');
let stack: RunningStack | undefined;

afterAll(async () => {
  await stack?.stop();
  fs.rmSync(root, { recursive: true, force: true });
});

/** Runs the root script's command line (`pnpm backup` / `pnpm restore`) against the stack's database. */
async function cli(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [tsx, path.join(supabaseDir, 'local/src/backup/cli.ts'), ...args], {
    env: { ...process.env, DATABASE_URL: stack!.databaseUrl, INIT_CWD: root },
  });
  return stdout;
}

function client(): SupabaseClient {
  return createClient(stack!.url, stack!.config.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport'] },
  });
}

async function snapshot(db: pg.Client, pollId: string) {
  const q = async (sql: string) => (await db.query(sql, [pollId])).rows;
  return {
    poll: await q('select id, title, status, is_active, created_by from public.polls where id = $1'),
    options: await q('select id, text, position from public.poll_options where poll_id = $1 order by position'),
    participants: await q('select id, user_id, name, has_voted from public.participants where poll_id = $1 order by id'),
    ballots: await q('select ranking, ballot_count from public.ballots where poll_id = $1 order by ranking'),
    users: await q('select u.id, u.email, u.is_anonymous from auth.users u where u.id in (select user_id from public.participants where poll_id = $1) order by u.id'),
  };
}

describe('pnpm backup / pnpm restore', () => {
  it('dumps, survives a wipe, and restores polls, votes and the accounts that own them', async () => {
    stack = await startStack(overrides);
    const host = client();
    const email = `backup-${Date.now()}@example.com`;
    await host.auth.signUp({ email, password: 'correct-horse-battery', options: { data: { username: 'Host' } } });
    const { data: poll } = await host.rpc('create_poll', { title: 'Kept safe', options: ['Tea', 'Coffee', 'Water'] });
    const pollId = (poll as { id: string }).id;
    const rankings = [['option_1', 'option_2', 'option_3'], ['option_3', 'option_1', 'option_2'], ['option_1', 'option_2', 'option_3']];
    const voters: SupabaseClient[] = [];
    for (const [i] of rankings.entries()) {
      const voter = client();
      await voter.auth.signInAnonymously();
      await voter.rpc('join_poll', { poll_id: pollId, name: `Voter ${i}` });
      voters.push(voter);
    }
    await host.rpc('update_poll_status', { poll_id: pollId, status: 'voting' });
    for (const [i, voter] of voters.entries()) {
      const { error } = await voter.rpc('submit_vote', { poll_id: pollId, ranking: rankings[i], participant_id: null });
      expect(error).toBeNull();
    }
    await host.rpc('update_poll_status', { poll_id: pollId, status: 'completed' });
    const { data: resultsBefore } = await host.rpc('get_poll_results', { poll_id: pollId });

    const db = new pg.Client({ connectionString: stack.databaseUrl });
    await db.connect();
    try {
      const before = await snapshot(db, pollId);
      expect(before.ballots).toHaveLength(2);

      expect(await cli('backup', 'room.json.gz')).toMatch(/^Backed up \d+ rows of \d+ tables \(\d+ migrations applied\) to .*room\.json\.gz/);
      // The wipe: every account goes, and with them (on delete cascade) their polls, participants and ballots.
      await db.query('delete from auth.users');
      expect((await snapshot(db, pollId)).poll).toEqual([]);

      expect(await cli('restore', 'room.json.gz')).toMatch(/^Restored \d+ rows of \d+ tables from .*room\.json\.gz/);
      expect(await snapshot(db, pollId)).toEqual(before);
    } finally {
      await db.end();
    }

    // The restored account signs in again and sees the same results through the API.
    const again = client();
    const signIn = await again.auth.signInWithPassword({ email, password: 'correct-horse-battery' });
    expect(signIn.error).toBeNull();
    const { data: resultsAfter, error } = await again.rpc('get_poll_results', { poll_id: pollId });
    expect(error).toBeNull();
    // Everything but the moment the answer was made.
    expect({ ...(resultsAfter as object), generatedAt: null }).toEqual({ ...(resultsBefore as object), generatedAt: null });
  }, 90_000);

  it('refuses a file that is not a backup, changing nothing', async () => {
    const db = new pg.Client({ connectionString: stack!.databaseUrl });
    await db.connect();
    const count = async () => (await db.query<{ n: number }>('select (select count(*) from auth.users) + (select count(*) from public.polls) as n')).rows[0]!.n;
    try {
      const before = await count();
      expect(Number(before)).toBeGreaterThan(0);
      fs.writeFileSync(path.join(root, 'not-a-backup.json'), '{"hello": "world"}');
      await expect(cli('restore', 'not-a-backup.json')).rejects.toThrow(/This file is not a Runoff backup/);
      expect(await count()).toBe(before);
    } finally {
      await db.end();
    }
  });
});
