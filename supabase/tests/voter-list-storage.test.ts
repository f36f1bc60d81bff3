import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stack } from '../local/test/support/clients.js';
import { call, callFailing, signUp } from './support/people.js';

// Voter-list entries (addresses added, codes issued) count against the storage limits per hour as polls and
// joins do (migration 20261128233100_voter_entry_storage.sql): per address from CF-Connecting-IP, per host
// account without one, and everyone together. Calls are made as PostgREST makes them on hosted Supabase (one
// transaction with the user's claims and request.headers), then once through the gateway with supabase-js.
// The shared test stack runs with the limits raised (every file comes from 127.0.0.1): each test sets its own.
const pool = new pg.Pool({ connectionString: stack.databaseUrl, max: 4 });
pool.on('error', () => {});
let raised: { voter_entries_per_address: number; voter_entries_in_all: number };
let hosts: string[] = [];

beforeAll(async () => {
  raised = (await pool.query('select voter_entries_per_address, voter_entries_in_all from private.storage_limits')).rows[0];
  hosts = await Promise.all(['List Lou', 'List Lea'].map(async (name) => (await signUp(name)).id));
});
afterEach(async () => {
  await pool.query('update private.storage_limits set voter_entries_per_address = $1, voter_entries_in_all = $2', [
    raised.voter_entries_per_address,
    raised.voter_entries_in_all,
  ]);
});
afterAll(() => pool.end());

async function limit(values: { voter_entries_per_address?: number; voter_entries_in_all?: number }): Promise<void> {
  await pool.query('update private.storage_use set voter_entries = 0');
  const names = Object.keys(values);
  await pool.query(`update private.storage_limits set ${names.map((n, i) => `${n} = $${i + 1}`).join(', ')}`, Object.values(values));
}

type Outcome = { ok: true; result: Record<string, unknown> } | { ok: false; code: string; hint: string; detail: unknown; message: string };

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
    return { ok: true, result: rows[0].result };
  } catch (error) {
    await client.query('rollback');
    const failure = error as { code: string; hint: string; detail: string; message: string };
    return { ok: false, code: failure.code, hint: failure.hint, detail: JSON.parse(failure.detail ?? 'null'), message: failure.message };
  } finally {
    client.release();
  }
}

const from = (address: string) => ({ 'cf-connecting-ip': address });
let polls = 0;
async function listPoll(host: string): Promise<string> {
  polls += 1;
  const made = await asRequest(host, null, `select public.create_poll($1, array['A','B'], voters => 'list') as result`, [`Council ${polls}`]);
  if (!made.ok) throw new Error(made.message);
  return made.result.id as string;
}
const issue = (host: string, headers: Record<string, string> | null, pollId: string, count: number) =>
  asRequest(host, headers, 'select public.issue_voting_codes($1, $2) as result', [pollId, count]);
const addEmails = (host: string, headers: Record<string, string> | null, pollId: string, lines: string[]) =>
  asRequest(host, headers, 'select public.add_voter_emails($1, $2) as result', [pollId, lines.join('\n')]);
const listed = async (pollId: string) =>
  (await pool.query<{ n: number }>('select count(*)::int as n from private.voter_entries where poll_id = $1 and revoked_at is null', [pollId])).rows[0]!.n;
const refused = (hint: string, max: number, adding: number) => ({ ok: false, code: 'PT429', hint, detail: { max, adding } });

describe('voter-list entries per hour', () => {
  it('holds one address to its entries, addresses and codes together, and lets another address on', async () => {
    await limit({ voter_entries_per_address: 30 });
    const [lou] = hosts as [string];
    const pollId = await listPoll(lou);
    const addresses = Array.from({ length: 20 }, (_, i) => `council.${i}@example.org`);
    expect(await addEmails(lou, from('198.51.100.7'), pollId, addresses)).toMatchObject({ ok: true, result: { added: 20 } });
    expect(await issue(lou, from('198.51.100.7'), pollId, 10)).toMatchObject({ ok: true });
    expect(await issue(lou, from('198.51.100.7'), pollId, 1)).toMatchObject(refused('limit.network_voter_entries', 30, 1));
    // A second poll of the same host from the same address is held too: the address counts, not the poll.
    const other = await listPoll(lou);
    expect(await addEmails(lou, from('198.51.100.7'), other, ['late@example.org'])).toMatchObject(refused('limit.network_voter_entries', 30, 1));
    expect(await listed(pollId)).toBe(30);
    expect(await listed(other)).toBe(0);
    expect(await issue(lou, from('198.51.100.8'), pollId, 5)).toMatchObject({ ok: true });
  });

  it('counts only the addresses a paste adds, and rolls a refused paste back whole, audit row included', async () => {
    await limit({ voter_entries_per_address: 5 });
    const [lou] = hosts as [string];
    const pollId = await listPoll(lou);
    const paste = ['a@example.org', 'b@example.org', 'not an address', 'A@example.org', 'c@example.org', 'd@example.org', 'e@example.org', 'still no'];
    expect(await addEmails(lou, from('198.51.100.20'), pollId, paste)).toMatchObject({ ok: true, result: { added: 5 } });
    expect(await addEmails(lou, from('198.51.100.20'), pollId, ['f@example.org', 'g@example.org'])).toMatchObject(refused('limit.network_voter_entries', 5, 2));
    expect(await listed(pollId)).toBe(5);
    const { rows } = await pool.query(`select details from public.poll_audit where poll_id = $1 and action = 'list_changed'`, [pollId]);
    expect(rows.map((r) => r.details)).toEqual([{ added: 5, removed: 0 }]);
  });

  it('counts a replaced code as one new entry', async () => {
    await limit({ voter_entries_per_address: 2 });
    const [lou] = hosts as [string];
    const pollId = await listPoll(lou);
    const issued = await issue(lou, from('198.51.100.30'), pollId, 2);
    if (!issued.ok) throw new Error(issued.message);
    const [first] = (issued.result as { codes: Array<{ id: string }> }).codes;
    const replace = asRequest(lou, from('198.51.100.30'), 'select public.replace_voting_code($1, $2) as result', [pollId, first!.id]);
    expect(await replace).toMatchObject(refused('limit.network_voter_entries', 2, 1));
    // Refused whole: the lost code is not revoked either.
    const { rows } = await pool.query('select revoked_at from private.voter_entries where id = $1', [first!.id]);
    expect(rows[0].revoked_at).toBeNull();
  });

  it('counts under the host’s account without a trustworthy address, never in one shared bucket', async () => {
    await limit({ voter_entries_per_address: 10 });
    const [lou, lea] = hosts as [string, string];
    const [louPoll, leaPoll] = [await listPoll(lou), await listPoll(lea)];
    expect(await issue(lou, { 'x-forwarded-for': '203.0.113.1' }, louPoll, 10)).toMatchObject({ ok: true });
    // A new X-Forwarded-For is the client's own word: it does not make a new bucket.
    expect(await issue(lou, { 'x-forwarded-for': '203.0.113.2' }, louPoll, 1)).toMatchObject(refused('limit.account_voter_entries', 10, 1));
    expect(await issue(lea, {}, leaPoll, 10)).toMatchObject({ ok: true });
    const { rows } = await pool.query(`select address, voter_entries from private.storage_use where voter_entries > 0 and address like 'user:%' order by 1`);
    expect(rows).toEqual([`user:${lea}`, `user:${lou}`].sort().map((address) => ({ address, voter_entries: 10 })));
  });

  it('holds everyone together to the entries of the hour', async () => {
    await limit({ voter_entries_in_all: 15 });
    const [lou, lea] = hosts as [string, string];
    expect(await issue(lou, from('198.51.100.40'), await listPoll(lou), 10)).toMatchObject({ ok: true });
    expect(await issue(lea, from('198.51.100.41'), await listPoll(lea), 6)).toMatchObject(refused('limit.all_voter_entries', 15, 6));
    expect(await issue(lea, from('198.51.100.41'), await listPoll(lea), 5)).toMatchObject({ ok: true });
  });

  it('does not count a direct database session (an operator): it has no request', async () => {
    await limit({ voter_entries_per_address: 0, voter_entries_in_all: 0 });
    const [lou] = hosts as [string];
    expect(await issue(lou, null, await listPoll(lou), 3)).toMatchObject({ ok: true });
  });

  it('answers a host through the gateway with 429 and the id, counted under the host’s address', async () => {
    await limit({ voter_entries_per_address: 3 });
    const host = await signUp('Gateway Gil');
    const poll = await call<{ id: string }>(host.client, 'create_poll', { title: 'Board', options: ['A', 'B'], voters: 'list' });
    expect((await call<{ codes: unknown[] }>(host.client, 'issue_voting_codes', { poll_id: poll.id, count: 3 })).codes).toHaveLength(3);
    const error = await callFailing(host.client, 'add_voter_emails', { poll_id: poll.id, addresses: 'one@example.org' });
    expect(error).toMatchObject({ code: 'PT429', hint: 'limit.network_voter_entries' });
    expect(JSON.parse(error.details)).toEqual({ max: 3, adding: 1 });
    const { rows } = await pool.query(`select voter_entries from private.storage_use where address = '127.0.0.1' and voter_entries > 0`);
    expect(rows).toEqual([{ voter_entries: 3 }]);
  });
});
