import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, superuserPool } from '../support/clients.js';
import { signAccessToken } from '../support/tokens.js';
import { type BroadcastMessage, Inbox, into, subscribed, userClient, openClients } from '../support/realtime.js';

type SystemMessage = { extension: string; status: string; message: string; channel: string };

const POLICY = `
  create policy rt_test_own_read on realtime.messages for select to authenticated
    using (realtime.topic() = 'own:' || (select auth.uid())::text);
`;

function closedOrSystem(channel: RealtimeChannel, system: Inbox<SystemMessage>, statuses: Inbox<string>): RealtimeChannel {
  channel.on('system', {}, (m) => system.push(m as SystemMessage));
  channel.subscribe((status) => statuses.push(status));
  return channel;
}

describe('access tokens on channels', () => {
  let pool: pg.Pool;
  const clients = openClients();
  const track = (c: SupabaseClient) => {
    clients.push(c);
    return c;
  };

  beforeAll(async () => {
    pool = superuserPool();
    await pool.query(POLICY);
  });
  afterAll(async () => {
    await pool.query('drop policy if exists rt_test_own_read on realtime.messages');
    await pool.end();
  });

  it('refuses an expired token and a token with a wrong signature, with the hosted reasons', async () => {
    const client = track(anonClient());
    await client.realtime.setAuth(await signAccessToken({ sub: crypto.randomUUID() }, -30));
    await expect(subscribed(client.channel('expired'))).rejects.toThrow(/^InvalidJWTToken: Token has expired \d+ seconds ago$/);

    const other = track(anonClient());
    const valid = await signAccessToken({ sub: crypto.randomUUID() });
    const [header, body] = valid.split('.');
    await other.realtime.setAuth(`${header}.${body}.${'A'.repeat(43)}`);
    await expect(subscribed(other.channel('forged'))).rejects.toThrow('JwtSignatureError: Failed to validate JWT signature');
  });

  it('keeps a channel through a refreshed token and closes it when the new token no longer reads the topic', async () => {
    const sub = crypto.randomUUID();
    const { client } = await userClient(sub);
    track(client);
    const topic = `own:${sub}`;
    const system = new Inbox<SystemMessage>();
    const statuses = new Inbox<string>();
    const received = new Inbox<BroadcastMessage>();
    const channel = client.channel(topic, { config: { private: true } }).on('broadcast', { event: '*' }, into(received));
    closedOrSystem(channel, system, statuses);
    await statuses.next((s) => s === 'SUBSCRIBED');

    await client.realtime.setAuth(await signAccessToken({ sub }, 7200));
    await pool.query(`select realtime.send('{"after":"refresh"}'::jsonb, 'note', $1)`, [topic]);
    expect((await received.next()).payload).toMatchObject({ after: 'refresh' });

    await client.realtime.setAuth(await signAccessToken({ sub: crypto.randomUUID() }));
    const message = await system.next((m) => m.status === 'error');
    expect(message).toEqual({
      extension: 'system',
      status: 'error',
      message: `You do not have permissions to read from this Channel topic: ${topic}`,
      channel: topic,
    });
    await statuses.next((s) => s === 'CLOSED');
  });

  it('closes a channel when it is refreshed with an expired token', async () => {
    const { client } = await userClient();
    track(client);
    const system = new Inbox<SystemMessage>();
    const statuses = new Inbox<string>();
    closedOrSystem(client.channel('public-room'), system, statuses);
    await statuses.next((s) => s === 'SUBSCRIBED');

    await client.realtime.setAuth(await signAccessToken({ sub: crypto.randomUUID() }, -5));
    expect((await system.next()).message).toMatch(/^Token has expired \d+ seconds ago$/);
    await statuses.next((s) => s === 'CLOSED');
  });

  it('closes a channel when its token expires without a refresh', async () => {
    const client = track(anonClient());
    await client.realtime.setAuth(await signAccessToken({ sub: crypto.randomUUID() }, 2));
    const system = new Inbox<SystemMessage>();
    const statuses = new Inbox<string>();
    closedOrSystem(client.channel('short-lived'), system, statuses);
    await statuses.next((s) => s === 'SUBSCRIBED');
    expect((await system.next(() => true, 6_000)).message).toMatch(/^Token has expired \d+ seconds ago$/);
    await statuses.next((s) => s === 'CLOSED');
  });
});
