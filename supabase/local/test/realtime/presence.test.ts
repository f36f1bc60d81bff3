import type { RealtimeChannel } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { anonClient } from '../support/clients.js';
import { Inbox, subscribed, uniqueTopic, openClients } from '../support/realtime.js';

type PresenceEvent = { event: 'sync' | 'join' | 'leave'; key?: string; newPresences?: unknown[]; leftPresences?: unknown[] };

function watch(channel: RealtimeChannel, inbox: Inbox<PresenceEvent>): RealtimeChannel {
  return channel
    .on('presence', { event: 'sync' }, () => inbox.push({ event: 'sync' }))
    .on('presence', { event: 'join' }, (p) => inbox.push({ event: 'join', key: p.key, newPresences: p.newPresences }))
    .on('presence', { event: 'leave' }, (p) => inbox.push({ event: 'leave', key: p.key, leftPresences: p.leftPresences }));
}

const keys = (channel: RealtimeChannel) => Object.keys(channel.presenceState()).sort();

// A hang guard, not a bound on speed: generous, so a loaded machine's slow delivery never fails a test.
async function until(check: () => boolean, timeoutMs = 20_000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('realtime presence', () => {
  const clients = openClients();
  const client = () => {
    const c = anonClient();
    clients.push(c);
    return c;
  };

  it('syncs state to a joiner, announces joins to everyone and leaves when a client goes', async () => {
    const topic = uniqueTopic('lobby');
    const [host, guest] = [client(), client()];
    const hostEvents = new Inbox<PresenceEvent>();
    const guestEvents = new Inbox<PresenceEvent>();

    const hostChannel = await subscribed(watch(host.channel(topic, { config: { presence: { key: 'host' } } }), hostEvents));
    expect(await hostChannel.track({ name: 'Host', role: 'host' })).toBe('ok');
    await hostEvents.next((e) => e.event === 'join' && e.key === 'host');

    const guestChannel = await subscribed(watch(guest.channel(topic, { config: { presence: { key: 'guest-1' } } }), guestEvents));
    // The joiner receives presence_state with everyone already there.
    await until(() => keys(guestChannel).includes('host'));
    expect(guestChannel.presenceState().host).toEqual([expect.objectContaining({ name: 'Host', role: 'host', presence_ref: expect.any(String) })]);

    await guestChannel.track({ name: 'Guest' });
    const join = await hostEvents.next((e) => e.event === 'join' && e.key === 'guest-1');
    expect(join.newPresences).toEqual([expect.objectContaining({ name: 'Guest' })]);
    await until(() => keys(hostChannel).join() === 'guest-1,host' && keys(guestChannel).join() === 'guest-1,host');

    // Closing the socket (tab closed) is a leave for the others.
    await guest.realtime.disconnect();
    const leave = await hostEvents.next((e) => e.event === 'leave' && e.key === 'guest-1');
    expect(leave.leftPresences).toEqual([expect.objectContaining({ name: 'Guest' })]);
    await until(() => keys(hostChannel).join() === 'host');
  });

  it('updates a tracked presence in place and untracks it', async () => {
    const topic = uniqueTopic('lobby');
    const [host, guest] = [client(), client()];
    const hostEvents = new Inbox<PresenceEvent>();
    const hostChannel = await subscribed(watch(host.channel(topic, { config: { presence: { key: 'host' } } }), hostEvents));
    const guestChannel = await subscribed(guest.channel(topic, { config: { presence: { key: 'g' } } }));

    await guestChannel.track({ status: 'lobby' });
    await until(() => hostChannel.presenceState().g?.[0]?.['status' as never] === 'lobby');
    await guestChannel.track({ status: 'voting' });
    await until(() => hostChannel.presenceState().g?.[0]?.['status' as never] === 'voting');
    expect(hostChannel.presenceState().g).toHaveLength(1);

    expect(await guestChannel.untrack()).toBe('ok');
    await hostEvents.next((e) => e.event === 'leave' && e.key === 'g');
    await until(() => keys(hostChannel).length === 0);
  });

  it('leaves when a channel is unsubscribed while the socket stays open', async () => {
    const topic = uniqueTopic('lobby');
    const [host, guest] = [client(), client()];
    const hostEvents = new Inbox<PresenceEvent>();
    const hostChannel = await subscribed(watch(host.channel(topic, { config: { presence: { key: 'host' } } }), hostEvents));
    const guestChannel = await subscribed(guest.channel(topic, { config: { presence: { key: 'g' } } }));
    await subscribed(guest.channel(uniqueTopic('other')));
    await guestChannel.track({});
    await until(() => keys(hostChannel).includes('g'));
    await guest.removeChannel(guestChannel);
    await hostEvents.next((e) => e.event === 'leave' && e.key === 'g');
    expect(guest.realtime.isConnected()).toBe(true);
  });

  it('closes a channel that sends more than 5 presence messages in 30 seconds, as hosted does', async () => {
    const topic = uniqueTopic('lobby');
    const system = new Inbox<{ status: string; message: string }>();
    const statuses = new Inbox<string>();
    const channel = client()
      .channel(topic, { config: { presence: { key: 'busy' } } })
      .on('system', {}, (m) => system.push(m as never));
    channel.subscribe((status) => statuses.push(status));
    await statuses.next((s) => s === 'SUBSCRIBED');
    for (let n = 1; n <= 5; n += 1) expect(await channel.track({ n })).toBe('ok');
    void channel.track({ n: 6 });
    expect(await system.next()).toMatchObject({ status: 'error', message: 'Client presence rate limit exceeded' });
    await statuses.next((s) => s === 'CLOSED');
  });
});
