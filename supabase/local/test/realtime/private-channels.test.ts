import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient, superuserPool, uniqueEmail } from '../support/clients.js';
import { type BroadcastMessage, Inbox, into, pause, subscribed, userClient, openClients } from '../support/realtime.js';

// "member:<uid>" is readable by that user only; "hall:<id>" by every signed-in user, where anonymous
// sign-ins may track presence but only full accounts may broadcast.
const POLICIES = `
  create policy rt_test_member_read on realtime.messages for select to authenticated
    using (realtime.topic() = 'member:' || (select auth.uid())::text);
  create policy rt_test_hall_read on realtime.messages for select to authenticated
    using (realtime.topic() like 'hall:%');
  create policy rt_test_hall_write on realtime.messages for insert to authenticated
    with check (
      realtime.topic() like 'hall:%' and (
        realtime.messages.extension = 'presence'
        or coalesce((auth.jwt() ->> 'is_anonymous')::boolean, false) = false
      )
    );
`;

describe('private channels authorized by RLS on realtime.messages', () => {
  let pool: pg.Pool;
  const clients = openClients();
  const user = async (sub?: string, claims: Record<string, unknown> = {}) => {
    const u = await userClient(sub, claims);
    clients.push(u.client);
    return u;
  };

  beforeAll(async () => {
    pool = superuserPool();
    await pool.query(POLICIES);
  });
  afterAll(async () => {
    await pool.query(`
      drop policy if exists rt_test_member_read on realtime.messages;
      drop policy if exists rt_test_hall_read on realtime.messages;
      drop policy if exists rt_test_hall_write on realtime.messages;`);
    await pool.end();
  });

  it('admits the user the policy allows and refuses another one with the hosted error', async () => {
    const owner = await user();
    const intruder = await user();
    const topic = `member:${owner.sub}`;

    await expect(subscribed(owner.client.channel(topic, { config: { private: true } }))).resolves.toBeDefined();
    await expect(subscribed(intruder.client.channel(topic, { config: { private: true } }))).rejects.toThrow(
      `Unauthorized: You do not have permissions to read from this Channel topic: ${topic}`,
    );
  });

  it('refuses the anon key on a private channel, lets it join the public one of the same name, admits service_role', async () => {
    const anon = anonClient();
    clients.push(anon);
    const topic = `member:${crypto.randomUUID()}`;
    const refused = anon.channel(topic, { config: { private: true } });
    await expect(subscribed(refused)).rejects.toThrow(/^Unauthorized: /);
    // realtime-js hands back the existing channel object for a topic; drop the refused one first.
    await anon.removeChannel(refused);
    await expect(subscribed(anon.channel(topic))).resolves.toBeDefined();

    // The service_role key bypasses RLS, so it reads every private topic.
    const service = serviceClient();
    clients.push(service);
    await expect(subscribed(service.channel(topic, { config: { private: true } }))).resolves.toBeDefined();
  });

  it('lets full accounts broadcast, and anonymous sign-ins only listen and track presence', async () => {
    const topic = `hall:${crypto.randomUUID()}`;
    const host = await user();
    const guest = await user(undefined, { is_anonymous: true });
    const outsider = anonClient();
    clients.push(outsider);
    const toGuest = new Inbox<BroadcastMessage>();
    const toHost = new Inbox<BroadcastMessage>();
    const toPublic = new Inbox<BroadcastMessage>();
    const config = { private: true, broadcast: { ack: true } };

    const hostChannel = await subscribed(host.client.channel(topic, { config }).on('broadcast', { event: '*' }, into(toHost)));
    const guestChannel = await subscribed(
      guest.client.channel(topic, { config: { ...config, presence: { key: 'guest' } } }).on('broadcast', { event: '*' }, into(toGuest)),
    );
    await subscribed(outsider.channel(topic).on('broadcast', { event: '*' }, into(toPublic)));

    expect(await hostChannel.send({ type: 'broadcast', event: 'open', payload: { round: 1 } })).toBe('ok');
    expect((await toGuest.next()).payload).toEqual({ round: 1 });

    // The write policy refuses the anonymous sign-in: hosted neither delivers nor acknowledges.
    expect(await guestChannel.send({ type: 'broadcast', event: 'spam', payload: {} }, { timeout: 1_000 })).toBe('timed out');
    expect(await guestChannel.track({ name: 'Guest' })).toBe('ok');
    await pause(200);
    expect(toHost.items).toEqual([]);
    // A public channel of the same name is another room.
    expect(toPublic.items).toEqual([]);
  });

  it('authorizes with the sessions /auth/v1 hands out, as supabase-js passes them to realtime', async () => {
    const member = anonClient();
    const visitor = anonClient();
    clients.push(member, visitor);
    const signUp = await member.auth.signUp({ email: uniqueEmail('realtime'), password: 'correct horse battery' });
    expect(signUp.error).toBeNull();
    const anonymous = await visitor.auth.signInAnonymously();
    expect(anonymous.error).toBeNull();
    const uid = signUp.data.user!.id;

    // The member reads its own topic; the anonymous visitor (role authenticated, is_anonymous) may not.
    await expect(subscribed(member.channel(`member:${uid}`, { config: { private: true } }))).resolves.toBeDefined();
    await expect(subscribed(visitor.channel(`member:${uid}`, { config: { private: true } }))).rejects.toThrow(/^Unauthorized: /);

    const topic = `hall:${crypto.randomUUID()}`;
    const toVisitor = new Inbox<BroadcastMessage>();
    const config = { private: true, broadcast: { ack: true } };
    const memberChannel = await subscribed(member.channel(topic, { config }));
    const visitorChannel = await subscribed(visitor.channel(topic, { config }).on('broadcast', { event: '*' }, into(toVisitor)));
    expect(await memberChannel.send({ type: 'broadcast', event: 'hello', payload: {} })).toBe('ok');
    await toVisitor.next();
    expect(await visitorChannel.send({ type: 'broadcast', event: 'hello', payload: {} }, { timeout: 1_000 })).toBe('timed out');
  });

  it('gives a private channel presence only with the presence policies', async () => {
    const owner = await user();
    const channel = await subscribed(owner.client.channel(`member:${owner.sub}`, { config: { private: true, presence: { key: 'me' } } }));
    // rt_test_member_read admits every extension, but no policy lets anyone insert on member topics.
    expect(await channel.track({ online: true })).toBe('error');
  });
});
