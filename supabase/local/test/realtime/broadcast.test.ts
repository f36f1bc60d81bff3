import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { anonClient, stack } from '../support/clients.js';
import { type BroadcastMessage, Inbox, into, pause, subscribed, uniqueTopic, openClients } from '../support/realtime.js';

describe('realtime broadcast between clients', () => {
  const clients = openClients();
  const client = () => {
    const c = anonClient();
    clients.push(c);
    return c;
  };

  it('delivers a broadcast to the other client but not back to the sender by default', async () => {
    const topic = uniqueTopic('room');
    const [alice, bob] = [client(), client()];
    const toAlice = new Inbox<BroadcastMessage>();
    const toBob = new Inbox<BroadcastMessage>();
    const aliceChannel = await subscribed(alice.channel(topic).on('broadcast', { event: '*' }, into(toAlice)));
    await subscribed(bob.channel(topic).on('broadcast', { event: 'vote' }, into(toBob)));

    expect(await aliceChannel.send({ type: 'broadcast', event: 'vote', payload: { option: 'é🎉', rank: [2, 1] } })).toBe('ok');

    const got = await toBob.next();
    expect(got).toMatchObject({ type: 'broadcast', event: 'vote', payload: { option: 'é🎉', rank: [2, 1] } });
    await pause(200);
    expect(toAlice.items).toEqual([]);
  });

  it('honours self and ack', async () => {
    const topic = uniqueTopic('room');
    const alice = client();
    const inbox = new Inbox<BroadcastMessage>();
    const channel = await subscribed(
      alice.channel(topic, { config: { broadcast: { self: true, ack: true } } }).on('broadcast', { event: 'ping' }, into(inbox)),
    );
    expect(await channel.send({ type: 'broadcast', event: 'ping', payload: { n: 1 } })).toBe('ok');
    expect((await inbox.next()).payload).toEqual({ n: 1 });
  });

  it('filters by event name on the client and keeps public topics apart from other topics', async () => {
    const topic = uniqueTopic('room');
    const [alice, bob] = [client(), client()];
    const toBob = new Inbox<BroadcastMessage>();
    const aliceChannel = await subscribed(alice.channel(topic));
    const elsewhere = await subscribed(alice.channel(uniqueTopic('other')));
    await subscribed(bob.channel(topic).on('broadcast', { event: 'b' }, into(toBob)));

    await elsewhere.send({ type: 'broadcast', event: 'b', payload: { from: 'other topic' } });
    await aliceChannel.send({ type: 'broadcast', event: 'a', payload: { n: 1 } });
    await aliceChannel.send({ type: 'broadcast', event: 'b', payload: { n: 2 } });
    expect((await toBob.next()).payload).toEqual({ n: 2 });
    await pause(200);
    expect(toBob.items).toHaveLength(1);
  });

  it('stops delivering after unsubscribe', async () => {
    const topic = uniqueTopic('room');
    const [alice, bob] = [client(), client()];
    const toBob = new Inbox<BroadcastMessage>();
    const aliceChannel = await subscribed(alice.channel(topic));
    const bobChannel = await subscribed(bob.channel(topic).on('broadcast', { event: '*' }, into(toBob)));
    expect(await bobChannel.unsubscribe()).toBe('ok');
    await aliceChannel.send({ type: 'broadcast', event: 'late', payload: {} });
    await pause(300);
    expect(toBob.items).toEqual([]);
  });

  it('answers the heartbeat and refuses a socket without a valid API key', async () => {
    const base = stack.url.replace('http', 'ws') + '/realtime/v1/websocket';
    const ws = new WebSocket(`${base}?apikey=${stack.anonKey}&vsn=2.0.0`);
    const reply = await new Promise<unknown>((resolve, reject) => {
      ws.once('open', () => ws.send(JSON.stringify([null, '1', 'phoenix', 'heartbeat', {}])));
      ws.once('message', (data) => resolve(JSON.parse(String(data))));
      ws.once('error', reject);
    });
    expect(reply).toEqual([null, '1', 'phoenix', 'phx_reply', { status: 'ok', response: {} }]);
    ws.close();

    const refused = new WebSocket(`${base}?apikey=not-a-key&vsn=2.0.0`);
    const status = await new Promise<number | undefined>((resolve) => {
      refused.once('unexpected-response', (_req, res) => resolve(res.statusCode));
      refused.once('open', () => resolve(101));
      refused.once('error', () => resolve(undefined));
    });
    expect(status).toBe(401);
  });

  it('speaks protocol 1.0.0 too', async () => {
    const topic = uniqueTopic('room');
    const modern = client();
    // A 1.0.0 socket: JSON objects both ways; a 2.0.0 client's binary broadcast reaches it as text.
    const base = stack.url.replace('http', 'ws') + '/realtime/v1/websocket';
    const ws = new WebSocket(`${base}?apikey=${stack.anonKey}&vsn=1.0.0`);
    const frames = new Inbox<Record<string, unknown>>();
    ws.on('message', (data) => frames.push(JSON.parse(String(data))));
    await new Promise((r) => ws.once('open', r));
    ws.send(JSON.stringify({ topic: `realtime:${topic}`, event: 'phx_join', payload: { config: {} }, ref: '1', join_ref: '1' }));
    expect(await frames.next((f) => f.event === 'phx_reply')).toMatchObject({ join_ref: '1', ref: '1', payload: { status: 'ok' } });

    const channel = await subscribed(modern.channel(topic));
    await channel.send({ type: 'broadcast', event: 'hello', payload: { v: 1 } });
    expect(await frames.next((f) => f.event === 'broadcast')).toEqual({
      topic: `realtime:${topic}`,
      event: 'broadcast',
      payload: { event: 'hello', payload: { v: 1 }, type: 'broadcast' },
      ref: null,
      join_ref: '1',
    });
    ws.close();
  });
});
