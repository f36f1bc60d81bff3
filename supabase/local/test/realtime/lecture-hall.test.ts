import { RealtimeClient, type RealtimeChannel } from '@supabase/supabase-js';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { stack, superuserPool } from '../support/clients.js';
import { signAccessToken } from '../support/tokens.js';
import { type BroadcastMessage, uniqueTopic } from '../support/realtime.js';

const AUDIENCE = 300;

/** One browser tab of the audience: its own socket, one channel on the hall's topic. */
interface Seat {
  client: RealtimeClient;
  channel: RealtimeChannel;
  received: BroadcastMessage[];
}

/** Each seat is a signed-in participant on the poll's private channel, authorized by RLS on join. */
async function joinSeat(topic: string, index: number): Promise<Seat> {
  const client = new RealtimeClient(`${stack.url.replace('http', 'ws')}/realtime/v1`, {
    params: { apikey: stack.anonKey },
    transport: WebSocket as never,
  });
  await client.setAuth(await signAccessToken({ sub: crypto.randomUUID(), is_anonymous: true }));
  const received: Seat['received'] = [];
  const channel = client
    .channel(topic, { config: { private: true, presence: { key: `participant-${index}`, enabled: true } } })
    .on('broadcast', { event: '*' }, (m) => received.push(m as unknown as BroadcastMessage));
  return new Promise((resolve, reject) => {
    channel.subscribe((status, err) => {
      if (status === 'SUBSCRIBED') resolve({ client, channel, received });
      else if (status !== 'CLOSED') reject(err ?? new Error(status));
    }, 30_000);
  });
}

async function until(check: () => boolean, timeoutMs: number): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe(`a lecture hall of ${AUDIENCE} sockets on one private topic`, () => {
  const topic = uniqueTopic('lecture');
  let seats: Seat[] = [];
  let pool: pg.Pool;

  beforeAll(async () => {
    pool = superuserPool();
    await pool.query(`
      create policy rt_test_lecture_read on realtime.messages for select to authenticated
        using (realtime.topic() like 'lecture:%');
      create policy rt_test_lecture_write on realtime.messages for insert to authenticated
        with check (realtime.topic() like 'lecture:%');`);
    for (let i = 0; i < AUDIENCE; i += 50) {
      seats.push(...(await Promise.all(Array.from({ length: 50 }, (_, j) => joinSeat(topic, i + j)))));
    }
  }, 90_000);
  afterAll(async () => {
    await Promise.all(seats.map((s) => s.client.disconnect()));
    seats = [];
    await pool.query(`drop policy if exists rt_test_lecture_read on realtime.messages;
                      drop policy if exists rt_test_lecture_write on realtime.messages;`);
    await pool.end();
  });

  it('fans a client broadcast and a database broadcast out to every seat', async () => {
    const [host, ...audience] = seats;
    for (let round = 1; round <= 3; round += 1) {
      await host!.channel.send({ type: 'broadcast', event: 'round', payload: { round } });
    }
    // The host's first send on a private channel waits for its write policy check; let the rounds
    // land before the database message so that the order below is deterministic.
    await until(() => audience.every((s) => s.received.length === 3), 20_000);
    await pool.query(`select realtime.send('{"status":"closed"}'::jsonb, 'poll', $1)`, [topic]);
    await until(() => audience.every((s) => s.received.length === 4), 20_000);

    for (const seat of audience) {
      expect(seat.received.map((m) => m.event)).toEqual(['round', 'round', 'round', 'poll']);
    }
  }, 30_000);

  it('keeps presence of every participant in sync', async () => {
    await Promise.all(seats.map((s, i) => s.channel.track({ name: `Participant ${i}` })));
    const everyone = (s: Seat) => Object.keys(s.channel.presenceState()).length === AUDIENCE;
    await until(() => seats.every(everyone), 60_000);

    const leaving = seats.pop()!;
    await leaving.client.disconnect();
    await until(() => seats.every((s) => Object.keys(s.channel.presenceState()).length === AUDIENCE - 1), 20_000);
  }, 90_000);
});
