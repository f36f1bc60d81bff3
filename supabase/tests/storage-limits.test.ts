import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stack } from '../local/test/support/clients.js';
import { applyBaseSchema } from '../local/src/database/base.js';
import { supabaseDir } from '../local/src/config/config.js';
import { signUp } from './support/people.js';

// Issue 19, "One address can fill the database": what one address, and everyone together, may store per hour,
// held in Postgres (migration 20261125120300_storage_limits.sql). Requests are made here as PostgREST makes them
// on hosted Supabase — one transaction with the user's claims and the request's headers in request.headers —
// with the address in CF-Connecting-IP, as Cloudflare sets it; the last tests go through the local gateway.
// The shared test stack runs with the limits raised (all files come from 127.0.0.1): each test sets its own.
const pool = new pg.Pool({ connectionString: stack.databaseUrl, max: 12 });
pool.on('error', () => {});
let raised: Record<string, string>;
let hosts: string[] = [];

const PER_ADDRESS = 'Too many polls have been created from your network in the last hour. Please try again later';
const IN_ALL = 'Runoff is taking no new polls for now: too many were created in the last hour. Please try again later';
const JOINS_PER_ADDRESS = 'Too many people have joined polls from your network in the last hour. Please try again later';
const JOINS_IN_ALL = 'Runoff is taking no new participants for now: too many joined in the last hour. Please try again later';

beforeAll(async () => {
  raised = (await pool.query('select * from private.storage_limits')).rows[0];
  // Several accounts, so that the account's own limit (100 an hour) is never what refuses here.
  hosts = await Promise.all(['Store Sam', 'Store Sal', 'Store Sid'].map(async (name) => (await signUp(name)).id));
});
afterEach(async () => {
  await pool.query(
    `update private.storage_limits set polls_per_address = $1, poll_bytes_per_address = $2, polls_in_all = $3,
       poll_bytes_in_all = $4, joins_per_address = $5, joins_in_all = $6`,
    [raised.polls_per_address, raised.poll_bytes_per_address, raised.polls_in_all, raised.poll_bytes_in_all, raised.joins_per_address, raised.joins_in_all],
  );
});
afterAll(() => pool.end());

async function limit(values: Record<string, number>): Promise<void> {
  await pool.query('delete from private.storage_use');
  const names = Object.keys(values);
  await pool.query(`update private.storage_limits set ${names.map((n, i) => `${n} = $${i + 1}`).join(', ')}`, Object.values(values));
}

type Outcome = { ok: true; id: string } | { ok: false; code: string; message: string };

/** One function call as PostgREST runs it: the user's claims and the request's headers, in one transaction. */
async function asRequest(userId: string, headers: Record<string, string> | null, sql: string, params: unknown[]): Promise<Outcome> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: userId, role: 'authenticated' })]);
    if (headers) await client.query(`select set_config('request.headers', $1, true)`, [JSON.stringify(headers)]);
    await client.query('set local role authenticated');
    const { rows } = await client.query(sql, params);
    await client.query('commit');
    return { ok: true, id: rows[0].result.id };
  } catch (error) {
    await client.query('rollback');
    const failure = error as { code: string; message: string };
    return { ok: false, code: failure.code, message: failure.message };
  } finally {
    client.release();
  }
}

let polls = 0;
function createPoll(headers: Record<string, string> | null, options = ['Pizza', 'Sushi'], host = hosts[polls % hosts.length]!) {
  polls += 1;
  return asRequest(host, headers, 'select public.create_poll($1, $2) as result', [`Lunch ${polls}`, options]);
}
const from = (address: string) => ({ 'cf-connecting-ip': address });
const refused = (message: string) => ({ ok: false, code: 'PT429', message });

describe('polls per hour', () => {
  it('holds one address to its polls, counted under the address Cloudflare gives, and lets another address on', async () => {
    await limit({ polls_per_address: 3 });
    for (let i = 0; i < 3; i += 1) expect(await createPoll(from('198.51.100.7'))).toMatchObject({ ok: true });
    expect(await createPoll(from('198.51.100.7'))).toEqual(refused(PER_ADDRESS));
    // A client's own X-Forwarded-For does not move it: Cloudflare's header decides.
    expect(await createPoll({ ...from('198.51.100.7'), 'x-forwarded-for': '203.0.113.99' })).toEqual(refused(PER_ADDRESS));
    expect(await createPoll(from('198.51.100.8'))).toMatchObject({ ok: true });
    const { rows } = await pool.query(`select count(*)::int as n from public.polls where title like 'Lunch %' and created_at > now() - interval '1 minute'`);
    expect(rows[0].n).toBeGreaterThanOrEqual(4);
  });

  it('holds one address to its bytes of poll text, counted in UTF-8', async () => {
    await limit({ poll_bytes_per_address: 1000 });
    const big = (mark: string) => [`${mark}${'a'.repeat(150)}`, `${mark}${'b'.repeat(150)}`];
    expect(await createPoll(from('198.51.100.20'), big('1'))).toMatchObject({ ok: true }); // ~310 bytes
    expect(await createPoll(from('198.51.100.20'), big('2'))).toMatchObject({ ok: true }); // ~620
    expect(await createPoll(from('198.51.100.20'), big('3'))).toMatchObject({ ok: true }); // ~930
    expect(await createPoll(from('198.51.100.20'), big('4'))).toEqual(refused(PER_ADDRESS));
    // 60 emoji are 60 characters but 240 bytes each option.
    expect(await createPoll(from('198.51.100.21'), ['😀'.repeat(60), '🎉'.repeat(60)])).toMatchObject({ ok: true });
    expect(await createPoll(from('198.51.100.21'), ['😀'.repeat(60), '🎉'.repeat(60)])).toMatchObject({ ok: true });
    expect(await createPoll(from('198.51.100.21'), ['😀'.repeat(60), '🎉'.repeat(60)])).toEqual(refused(PER_ADDRESS));
  });

  it('holds everyone together to the polls and bytes of the hour', async () => {
    await limit({ polls_in_all: 4 });
    for (let i = 1; i <= 4; i += 1) expect(await createPoll(from(`198.51.100.${30 + i}`))).toMatchObject({ ok: true });
    expect(await createPoll(from('198.51.100.99'))).toEqual(refused(IN_ALL));
    await limit({ poll_bytes_in_all: 100 });
    expect(await createPoll(from('198.51.100.40'), ['x'.repeat(40), 'y'.repeat(40)])).toMatchObject({ ok: true });
    expect(await createPoll(from('198.51.100.41'), ['x'.repeat(40), 'y'.repeat(40)])).toEqual(refused(IN_ALL));
  });

  it('counts an IPv6 network per /64 and a mapped IPv4 address as IPv4', async () => {
    await limit({ polls_per_address: 1 });
    expect(await createPoll(from('2001:db8:1:2::1'))).toMatchObject({ ok: true });
    expect(await createPoll(from('2001:db8:1:2:ffff:ffff:ffff:9'))).toEqual(refused(PER_ADDRESS));
    expect(await createPoll(from('2001:db8:1:3::1'))).toMatchObject({ ok: true });
    expect(await createPoll(from('::ffff:198.51.100.50'))).toMatchObject({ ok: true });
    expect(await createPoll(from('198.51.100.50'))).toEqual(refused(PER_ADDRESS));
    const { rows } = await pool.query(`select address from private.storage_use where polls > 0 and address <> '' order by 1`);
    expect(rows.map((r) => r.address)).toEqual(['198.51.100.50', '2001:db8:1:2::/64', '2001:db8:1:3::/64']);
  });

  it('counts polls created in parallel from one address one at a time', async () => {
    await limit({ polls_per_address: 10 });
    const outcomes = await Promise.all(Array.from({ length: 30 }, () => createPoll(from('198.51.100.70'))));
    expect(outcomes.filter((o) => o.ok)).toHaveLength(10);
    expect(outcomes.filter((o) => !o.ok)).toEqual(Array.from({ length: 20 }, () => refused(PER_ADDRESS)));
  });

  it('does not count a direct database session (an operator, a migration): it has no request', async () => {
    await limit({ polls_per_address: 0, polls_in_all: 0 });
    expect(await createPoll(null)).toMatchObject({ ok: true });
  });
});

describe('joins per hour', () => {
  let pollId: string;
  beforeAll(async () => {
    const created = await createPoll(from('198.51.100.1'));
    if (!created.ok) throw new Error(created.message);
    pollId = created.id;
    await pool.query('update public.polls set max_participants = 100000 where id = $1', [pollId]);
  });

  async function visitors(count: number): Promise<string[]> {
    const { rows } = await pool.query<{ id: string }>(
      `insert into auth.users (id, is_anonymous, created_at) select gen_random_uuid(), true, now() from generate_series(1, $1) returning id`,
      [count],
    );
    return rows.map((r) => r.id);
  }
  const join = (userId: string, headers: Record<string, string>) =>
    asRequest(userId, headers, 'select public.join_poll($1) as result', [pollId]);

  it('holds one address to its joins, and everyone together to theirs', async () => {
    await limit({ joins_per_address: 5 });
    const people = await visitors(8);
    for (const person of people.slice(0, 5)) expect(await join(person, from('198.51.100.80'))).toMatchObject({ ok: true });
    expect(await join(people[5]!, from('198.51.100.80'))).toEqual(refused(JOINS_PER_ADDRESS));
    expect(await join(people[5]!, from('198.51.100.81'))).toMatchObject({ ok: true });

    await limit({ joins_in_all: 1 });
    expect(await join(people[6]!, from('198.51.100.82'))).toMatchObject({ ok: true });
    expect(await join(people[7]!, from('198.51.100.83'))).toEqual(refused(JOINS_IN_ALL));
    const { rows } = await pool.query('select count(*)::int as n from public.participants where poll_id = $1', [pollId]);
    expect(rows[0].n).toBe(7);
  });

  it('lets joins from one address run in parallel and passes the limit by at most the joins in flight', async () => {
    await limit({ joins_per_address: 20 });
    const outcomes = await Promise.all((await visitors(60)).map((person) => join(person, from('198.51.100.90'))));
    const joined = outcomes.filter((o) => o.ok).length;
    // The pool runs 12 transactions at once: each sees its own count and the committed ones.
    expect(joined).toBeGreaterThanOrEqual(20);
    expect(joined).toBeLessThanOrEqual(20 + 11);
    expect(outcomes.filter((o) => !o.ok)).toEqual(Array.from({ length: 60 - joined }, () => refused(JOINS_PER_ADDRESS)));
  });
});

describe('without a trustworthy address (no CF-Connecting-IP): per account and per poll, never one shared bucket', () => {
  const ACCOUNT_POLLS = 'You have created too many polls in the last hour. Please try again later';
  const POLL_JOINS = 'Too many people have joined this poll in the last hour. Please try again later';
  const ACCOUNT_JOINS = 'You have joined too many polls in the last hour. Please try again later';

  it('counts a poll under its host’s account, whatever X-Forwarded-For the client sent', async () => {
    await limit({ polls_per_address: 1 });
    const [ann, bob] = hosts as [string, string];
    expect(await createPoll({ 'x-forwarded-for': '203.0.113.1' }, ['A', 'B'], ann)).toMatchObject({ ok: true });
    // A new X-Forwarded-For does not make a new bucket: the client wrote it.
    expect(await createPoll({ 'x-forwarded-for': '203.0.113.2, 198.51.100.60' }, ['A', 'B'], ann)).toEqual(refused(ACCOUNT_POLLS));
    expect(await createPoll({ 'cf-connecting-ip': 'not an address' }, ['A', 'B'], ann)).toEqual(refused(ACCOUNT_POLLS));
    // Another account is not held by the first one's polls.
    expect(await createPoll({}, ['A', 'B'], bob)).toMatchObject({ ok: true });
    const { rows } = await pool.query(`select address from private.storage_use where polls > 0 and address <> '' order by 1`);
    expect(rows.map((r) => r.address)).toEqual([`user:${ann}`, `user:${bob}`].sort());
  });

  it('counts a join under the poll joined and the joining account', async () => {
    await limit({ joins_per_address: 2 });
    const made = await Promise.all([0, 1].map(() => createPoll(from('198.51.100.120'), ['A', 'B'], hosts[0])));
    const [first, second] = made.map((m) => (m as { id: string }).id) as [string, string];
    const { rows: people } = await pool.query<{ id: string }>(
      `insert into auth.users (id, is_anonymous, created_at) select gen_random_uuid(), true, now() from generate_series(1, 4) returning id`,
    );
    const joinPoll = (person: string, poll: string) => asRequest(person, { 'x-forwarded-for': '203.0.113.9' }, 'select public.join_poll($1) as result', [poll]);
    const [p1, p2, p3] = people.map((p) => p.id) as [string, string, string];
    expect(await joinPoll(p1, first)).toMatchObject({ ok: true });
    expect(await joinPoll(p2, first)).toMatchObject({ ok: true });
    expect(await joinPoll(p3, first)).toEqual(refused(POLL_JOINS));
    // The third person is not held by the first poll's joins, nor anyone by one shared bucket.
    expect(await joinPoll(p3, second)).toMatchObject({ ok: true });
    expect(await joinPoll(p1, second)).toMatchObject({ ok: true });
    await limit({ joins_per_address: 1 });
    const third = ((await createPoll(from('198.51.100.121'), ['A', 'B'], hosts[1])) as { id: string }).id;
    const fourth = ((await createPoll(from('198.51.100.121'), ['A', 'B'], hosts[2])) as { id: string }).id;
    expect(await joinPoll(p2, third)).toMatchObject({ ok: true });
    expect(await joinPoll(p2, fourth)).toEqual(refused(ACCOUNT_JOINS));
  });

  it('holds through PostgREST itself, reached without the header, while the gateway’s requests count by address', async () => {
    await limit({ polls_per_address: 1 });
    const [ann, bob] = await Promise.all(['Direct Dee', 'Direct Don'].map((name) => signUp(name)));
    const tokenOf = async (person: typeof ann) => (await person!.client.auth.getSession()).data.session!.access_token;
    const direct = async (person: typeof ann, title: string) => {
      const response = await fetch(`http://127.0.0.1:${stack.postgrestPort}/rpc/create_poll`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await tokenOf(person)}`, 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.77' },
        body: JSON.stringify({ title, options: ['A', 'B'] }),
      });
      return { status: response.status, message: ((await response.json()) as { message?: string }).message };
    };
    expect((await direct(ann, 'Direct 1')).status).toBe(200);
    expect(await direct(ann, 'Direct 2')).toEqual({ status: 429, message: ACCOUNT_POLLS });
    expect((await direct(bob, 'Direct 3')).status).toBe(200);
    // Through the gateway the same PostgREST gets CF-Connecting-IP, and the address is what counts.
    const viaGateway = await fetch(`${stack.url}/rest/v1/rpc/create_poll`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, authorization: `Bearer ${await tokenOf(ann)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Via gateway', options: ['A', 'B'] }),
    });
    expect(viaGateway.status).toBe(200);
    const { rows } = await pool.query(`select address, polls from private.storage_use where polls > 0 and address <> '' order by 1`);
    expect(rows).toEqual([{ address: '127.0.0.1', polls: 1 }, ...[`user:${ann!.id}`, `user:${bob!.id}`].sort().map((address) => ({ address, polls: 1 }))].sort((a, b) => a.address.localeCompare(b.address)));
  });
});

describe('through the gateway', () => {
  it('counts a client under its own address whatever CF-Connecting-IP or X-Forwarded-For it sends', async () => {
    await limit({ polls_per_address: 2 });
    const account = await signUp('Forging Flo');
    const token = (await account.client.auth.getSession()).data.session!.access_token;
    const answers = [];
    for (let i = 1; i <= 3; i += 1) {
      const forged = `203.0.113.${i}`;
      const response = await fetch(`${stack.url}/rest/v1/rpc/create_poll`, {
        method: 'POST',
        headers: {
          apikey: stack.anonKey,
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'cf-connecting-ip': forged,
          'x-forwarded-for': forged,
          'x-real-ip': forged,
        },
        body: JSON.stringify({ title: `Forged ${i}`, options: ['A', 'B'] }),
      });
      answers.push({ status: response.status, body: (await response.json()) as { message?: string } });
    }
    expect(answers.map((a) => a.status)).toEqual([200, 200, 429]);
    expect(answers[2]!.body.message).toBe(PER_ADDRESS);
    const { rows } = await pool.query(`select address, polls from private.storage_use where polls > 0 and address <> ''`);
    expect(rows).toEqual([{ address: '127.0.0.1', polls: 2 }]);
  });
});

describe('the numbers', () => {
  it('are, in a new database, the ones docs/security.md gives', async () => {
    const database = `runoff_storage_defaults_${process.pid}`;
    await pool.query(`create database ${database}`);
    try {
      const url = new URL(stack.databaseUrl);
      url.pathname = `/${database}`;
      await applyBaseSchema(url.toString());
      const fresh = new pg.Client({ connectionString: url.toString() });
      await fresh.connect();
      const folder = path.join(supabaseDir, 'migrations');
      for (const file of fs.readdirSync(folder).filter((f) => f.endsWith('.sql')).sort()) {
        await fresh.query(fs.readFileSync(path.join(folder, file), 'utf8'));
      }
      const { rows } = await fresh.query('select * from private.storage_limits');
      await fresh.end();
      expect(rows).toEqual([
        {
          only_row: true,
          polls_per_address: 100,
          poll_bytes_per_address: '2000000',
          polls_in_all: 5000,
          poll_bytes_in_all: '50000000',
          joins_per_address: 10000,
          joins_in_all: 200000,
          voter_entries_per_address: 20000,
          voter_entries_in_all: 200000,
        },
      ]);
    } finally {
      await pool.query(`drop database if exists ${database} with (force)`);
    }
  }, 60_000);
});
