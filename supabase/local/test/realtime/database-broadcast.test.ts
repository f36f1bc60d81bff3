import { createClient } from '@supabase/supabase-js';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { anonClient, stack, superuserPool } from '../support/clients.js';
import { withSchemaReload } from '../support/sql-fixture.js';
import { type BroadcastMessage, Inbox, into, pause, subscribed, uniqueTopic, userClient, openClients } from '../support/realtime.js';

// Topics of this file start with "dbpoll:" so its policies on realtime.messages touch no other test.
const FIXTURE = `
  create table public.rt_test_votes (id bigint generated always as identity primary key, poll text not null, choice text not null);
  alter table public.rt_test_votes enable row level security;
  -- As on hosted since 2026: a new table in public is reachable only through an explicit grant.
  grant select, insert on public.rt_test_votes to authenticated;
  create policy rt_test_votes_insert on public.rt_test_votes for insert to authenticated with check (true);
  create policy rt_test_votes_select on public.rt_test_votes for select to authenticated using (true);
  create function public.rt_test_votes_broadcast() returns trigger language plpgsql as $$
  begin
    perform realtime.broadcast_changes('dbpoll:' || coalesce(new.poll, old.poll), tg_op, tg_op, tg_table_name, tg_table_schema, new, old);
    return null;
  end $$;
  create trigger rt_test_votes_broadcast after insert or update or delete on public.rt_test_votes
    for each row execute function public.rt_test_votes_broadcast();
  create policy rt_test_dbpoll_read on realtime.messages for select to authenticated
    using (realtime.topic() like 'dbpoll:%' and realtime.messages.extension = 'broadcast');
`;

describe('broadcast from the database', () => {
  let pool: pg.Pool;
  const clients = openClients();

  beforeAll(async () => {
    pool = superuserPool();
    await withSchemaReload(pool, FIXTURE);
  });
  afterAll(async () => {
    await pool.query(`
      drop table if exists public.rt_test_votes;
      drop function if exists public.rt_test_votes_broadcast();
      drop policy if exists rt_test_dbpoll_read on realtime.messages;
      drop policy if exists rt_test_dbpoll_write on realtime.messages;
      notify pgrst, 'reload schema';`);
    await pool.end();
  });

  async function privateSubscriber(topic: string) {
    const { client } = await userClient();
    clients.push(client);
    const inbox = new Inbox<BroadcastMessage>();
    await subscribed(client.channel(topic, { config: { private: true } }).on('broadcast', { event: '*' }, into(inbox)));
    return inbox;
  }

  it('delivers realtime.broadcast_changes from a trigger to a private subscriber', async () => {
    const poll = crypto.randomUUID();
    const inbox = await privateSubscriber(`dbpoll:${poll}`);

    await pool.query('insert into public.rt_test_votes (poll, choice) values ($1, $2)', [poll, 'pizza']);
    const insert = await inbox.next((m) => m.event === 'INSERT');
    expect(insert.payload).toMatchObject({
      operation: 'INSERT',
      table: 'rt_test_votes',
      schema: 'public',
      record: { poll, choice: 'pizza' },
      old_record: null,
    });
    // realtime.send adds the message id to the payload and the server passes it as meta.id.
    expect(insert.meta?.id).toBe(insert.payload.id);

    await pool.query('update public.rt_test_votes set choice = $2 where poll = $1', [poll, 'tacos']);
    const update = await inbox.next((m) => m.event === 'UPDATE');
    expect(update.payload).toMatchObject({ record: { choice: 'tacos' }, old_record: { choice: 'pizza' } });
  });

  it('sends realtime.send to public channels only when private is false, and never a rolled-back message', async () => {
    const topic = uniqueTopic('dbpoll-public');
    const client = anonClient();
    clients.push(client);
    const inbox = new Inbox<BroadcastMessage>();
    await subscribed(client.channel(topic).on('broadcast', { event: '*' }, into(inbox)));

    await pool.query(`select realtime.send('{"n": 1}'::jsonb, 'private-only', $1)`, [topic]);
    await pool.query(`begin; select realtime.send('{"n": 2}'::jsonb, 'rolled-back', '${topic}', false); rollback;`);
    await pool.query(`select realtime.send('{"n": 3}'::jsonb, 'public', $1, false)`, [topic]);

    const got = await inbox.next();
    expect(got).toMatchObject({ event: 'public', payload: { n: 3 } });
    await pause(300);
    expect(inbox.items.map((m) => m.event)).toEqual(['public']);
  });

  it('delivers a message larger than a NOTIFY can carry', async () => {
    const topic = uniqueTopic('dbpoll-public');
    const client = anonClient();
    clients.push(client);
    const inbox = new Inbox<BroadcastMessage>();
    await subscribed(client.channel(topic).on('broadcast', { event: 'big' }, into(inbox)));
    const text = 'x'.repeat(20_000);
    await pool.query(`select realtime.send(jsonb_build_object('text', $2::text), 'big', $1, false)`, [topic, text]);
    expect((await inbox.next()).payload.text).toBe(text);
  });

  it('relays realtime.send_binary as a binary payload, and JSON payloads intact', async () => {
    const topic = uniqueTopic('dbpoll-public');
    const client = anonClient();
    clients.push(client);
    const inbox = new Inbox<BroadcastMessage>();
    await subscribed(client.channel(topic).on('broadcast', { event: '*' }, into(inbox)));

    await pool.query(`select realtime.send_binary('\\x0102ff'::bytea, 'bin', $1, false)`, [topic]);
    const binary = await inbox.next((m) => m.event === 'bin');
    expect([...new Uint8Array(binary.payload as unknown as ArrayBuffer)]).toEqual([1, 2, 255]);

    await pool.query(`select realtime.send('{"big": 12345678901234567890, "text": "é\\n"}'::jsonb, 'json', $1, false)`, [topic]);
    const json = await inbox.next((m) => m.event === 'json');
    expect(json.payload).toMatchObject({ big: 12345678901234567000, text: 'é\n' });
  });

  it('keeps delivering after the listening connection is cut', async () => {
    const topic = uniqueTopic('dbpoll-public');
    const client = anonClient();
    clients.push(client);
    const inbox = new Inbox<BroadcastMessage>();
    await subscribed(client.channel(topic).on('broadcast', { event: 'after' }, into(inbox)));

    const cut = await pool.query(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'runoff_realtime'`);
    expect(cut.rowCount).toBe(1);
    // The listener reconnects about a second later; keep sending until a message gets through.
    for (let attempt = 0; attempt < 20 && inbox.items.length === 0; attempt += 1) {
      await pool.query(`select realtime.send('{}'::jsonb, 'after', $1, false)`, [topic]);
      await pause(250);
    }
    await inbox.next();
  });

  it('broadcasts a change made by an authenticated request only if that role may insert into realtime.messages', async () => {
    const poll = crypto.randomUUID();
    const subscriber = await privateSubscriber(`dbpoll:${poll}`);
    const voter = await userClient();
    const rest = createClient(stack.url, stack.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { Authorization: `Bearer ${voter.token}` } },
      realtime: { transport: WebSocket as never },
    });
    clients.push(voter.client, rest);

    // As on hosted: realtime.send runs as the caller, RLS refuses the insert, send() only warns.
    const first = await rest.from('rt_test_votes').insert({ poll, choice: 'refused' });
    expect(first.error).toBeNull();
    await pause(500);
    expect(subscriber.items).toEqual([]);

    await pool.query(`create policy rt_test_dbpoll_write on realtime.messages for insert to authenticated
                        with check (realtime.topic() like 'dbpoll:%')`);
    const second = await rest.from('rt_test_votes').insert({ poll, choice: 'allowed' });
    expect(second.error).toBeNull();
    const got = await subscriber.next();
    expect(got.payload).toMatchObject({ record: { choice: 'allowed' } });
  });
});
