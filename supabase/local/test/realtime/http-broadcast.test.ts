import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, stack, superuserPool } from '../support/clients.js';
import { type BroadcastMessage, Inbox, into, pause, subscribed, uniqueTopic, userClient, openClients } from '../support/realtime.js';

describe('the REST broadcast API (/realtime/v1/api/broadcast)', () => {
  let pool: pg.Pool;
  const clients = openClients();
  const client = () => {
    const c = anonClient();
    clients.push(c);
    return c;
  };

  beforeAll(async () => {
    pool = superuserPool();
    await pool.query(`
      create policy rt_test_desk_read on realtime.messages for select to authenticated using (realtime.topic() like 'desk:%');
      create policy rt_test_desk_write on realtime.messages for insert to authenticated
        with check (realtime.topic() = 'desk:' || (select auth.uid())::text);`);
  });
  afterAll(async () => {
    await pool.query(`drop policy if exists rt_test_desk_read on realtime.messages;
                      drop policy if exists rt_test_desk_write on realtime.messages;`);
    await pool.end();
  });

  it('delivers httpSend() to subscribers of a public channel', async () => {
    const topic = uniqueTopic('room');
    const inbox = new Inbox<BroadcastMessage>();
    await subscribed(client().channel(topic).on('broadcast', { event: 'tick' }, into(inbox)));
    const result = await client().channel(topic).httpSend('tick', { n: 7 });
    expect(result).toEqual({ success: true });
    expect((await inbox.next()).payload).toEqual({ n: 7 });
  });

  it('delivers send() made before the channel is joined (realtime-js falls back to REST)', async () => {
    const topic = uniqueTopic('room');
    const inbox = new Inbox<BroadcastMessage>();
    await subscribed(client().channel(topic).on('broadcast', { event: 'early' }, into(inbox)));
    expect(await client().channel(topic).send({ type: 'broadcast', event: 'early', payload: { ok: true } })).toBe('ok');
    expect((await inbox.next()).payload).toEqual({ ok: true });
  });

  it('sends to a private topic only with the write policy', async () => {
    const owner = await userClient();
    const other = await userClient();
    clients.push(owner.client, other.client);
    const topic = `desk:${owner.sub}`;
    const inbox = new Inbox<BroadcastMessage>();
    await subscribed(other.client.channel(topic, { config: { private: true } }).on('broadcast', { event: '*' }, into(inbox)));

    await expect(other.client.channel(topic, { config: { private: true } }).httpSend('note', { from: 'other' })).rejects.toThrow('Unauthorized');
    expect(await owner.client.channel(topic, { config: { private: true } }).httpSend('note', { from: 'owner' })).toEqual({ success: true });
    expect((await inbox.next()).payload).toEqual({ from: 'owner' });
    await pause(200);
    expect(inbox.items).toHaveLength(1);
  });

  it('answers bad requests the way hosted does', async () => {
    const url = `${stack.url}/realtime/v1/api/broadcast`;
    const headers = { apikey: stack.anonKey, 'content-type': 'application/json' };
    const empty = await fetch(url, { method: 'POST', headers, body: '{"messages":[{"topic":"t"}]}' });
    expect(empty.status).toBe(422);
    expect(await empty.json()).toEqual({ errors: { messages: [{ event: ["can't be blank"], payload: ["can't be blank"] }] } });
    const badToken = await fetch(url, { method: 'POST', headers: { ...headers, authorization: 'Bearer nope' }, body: '{}' });
    expect(badToken.status).toBe(401);
    expect(await badToken.json()).toEqual({ message: 'Unauthorized' });
  });
});
