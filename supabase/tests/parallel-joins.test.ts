import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { stack } from '../local/test/support/clients.js';
import { call, type Person, signUp } from './support/people.js';
import type { Participant, Poll } from './support/polls.js';

// join_poll lets joins far from the cap run in parallel (a shared lock) and counts the last places one at a
// time (migration 20261123220000). These bursts come straight from many database connections, as
// PostgREST's pool sends them, with no Auth rate limit in the way, so the transition is raced hard.
// Its own pool: the shared test pools hold two connections, a burst needs forty.
const pool = new pg.Pool({ connectionString: stack.databaseUrl, max: 41 });
let host: Person;

beforeAll(async () => {
  host = await signUp('Parallel Pia');
});
afterAll(() => pool.end());

/** New anonymous users, as auth.users rows (the Auth rate limit is not what is tested here). */
async function anonymousUsers(count: number): Promise<string[]> {
  const { rows } = await pool.query<{ id: string }>(
    `insert into auth.users (id, is_anonymous, created_at) select gen_random_uuid(), true, now() from generate_series(1, $1) returning id`,
    [count],
  );
  return rows.map((r) => r.id);
}

/** join_poll as `userId`, in its own transaction on its own connection, as PostgREST runs it. */
async function joinAs(userId: string, pollId: string): Promise<{ ok: true } | { ok: false; message: string }> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: userId, role: 'authenticated' })]);
    await client.query('set local role authenticated');
    await client.query('select public.join_poll($1)', [pollId]);
    await client.query('commit');
    return { ok: true };
  } catch (error) {
    await client.query('rollback');
    return { ok: false, message: (error as Error).message };
  } finally {
    client.release();
  }
}

async function burst(pollId: string, users: string[], parallel: number) {
  const results: Array<{ ok: true } | { ok: false; message: string }> = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < users.length) results.push(await joinAs(users[next++]!, pollId));
    }),
  );
  return results;
}

describe('joins in parallel', () => {
  it('holds the cap across the move from parallel joins to counted ones', async () => {
    const { rows } = await pool.query<{ n: number }>(`select current_setting('max_connections')::int as n`);
    const margin = rows[0]!.n;
    // The first 40 places are joined in parallel (count + max_connections < cap), the last ones one at a time.
    const cap = margin + 40;
    const poll = await call<Poll>(host.client, 'create_poll', { title: 'Big room', options: ['A', 'B'], max_participants: cap });
    const users = await anonymousUsers(cap + 60);
    const results = await burst(poll.id, users, 40);
    expect(results.filter((r) => r.ok)).toHaveLength(cap);
    expect(new Set(results.flatMap((r) => (r.ok ? [] : [r.message])))).toEqual(new Set([`This poll is full: it admits at most ${cap} participants`]));
    const stored = await pool.query<{ n: number }>('select count(*)::int as n from public.participants where poll_id = $1', [poll.id]);
    expect(stored.rows[0]!.n).toBe(cap);
  }, 120_000);

  it('lets parallel joins far from the cap wait for no one: none of them holds the exclusive lock', async () => {
    const poll = await call<Poll>(host.client, 'create_poll', { title: 'Open hall', options: ['A', 'B'], max_participants: 100_000 });
    const [first, second] = await anonymousUsers(2);
    // The first join stays open (uncommitted) holding its lock; a second join must still go through.
    const open = await pool.connect();
    try {
      await open.query('begin');
      await open.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: first, role: 'authenticated' })]);
      await open.query('set local role authenticated');
      await open.query('select public.join_poll($1)', [poll.id]);
      const secondJoin = joinAs(second!, poll.id);
      const finished = await Promise.race([secondJoin.then(() => true), new Promise((r) => setTimeout(() => r(false), 5_000))]);
      expect(finished).toBe(true);
      expect(await secondJoin).toEqual({ ok: true });
      await open.query('commit');
    } finally {
      open.release();
    }
    const stored = await pool.query<{ n: number }>('select count(*)::int as n from public.participants where poll_id = $1', [poll.id]);
    expect(stored.rows[0]!.n).toBe(2);
  });

  it('counts participants from per-backend counters that follow joins, a removal, a deleted account and the poll’s deletion', async () => {
    const poll = await call<Poll>(host.client, 'create_poll', { title: 'Counted room', options: ['A', 'B'] });
    const users = await anonymousUsers(5);
    expect(await burst(poll.id, users, 5)).toEqual(users.map(() => ({ ok: true })));
    const count = async () => (await call<Poll>(host.client, 'get_poll', { poll_id: poll.id })).participantCount;
    expect(await count()).toBe(5);

    const participants = await call<Participant[]>(host.client, 'get_participants', { poll_id: poll.id });
    await call(host.client, 'remove_participant', { poll_id: poll.id, participant_id: participants[0]!.id });
    expect(await count()).toBe(4);
    const stillIn = participants.slice(1).map((p) => p.id);
    await pool.query('delete from auth.users where id = (select user_id from public.participants where id = $1)', [stillIn[0]]);
    expect(await count()).toBe(3);
    const exact = await pool.query<{ n: number }>('select count(*)::int as n from public.participants where poll_id = $1', [poll.id]);
    expect(exact.rows[0]!.n).toBe(3);

    await call(host.client, 'delete_poll', { poll_id: poll.id });
    const left = await pool.query<{ n: number }>('select count(*)::int as n from private.poll_participant_counts where poll_id = $1', [poll.id]);
    expect(left.rows[0]!.n).toBe(0);
  });
});
