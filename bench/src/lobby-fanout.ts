/**
 * A lecture hall in one lobby: SUBSCRIBERS participants (default 500) each hold a supabase-js client
 * subscribed to the poll's private room channel, as the lobby page does. Then more people join, one at a
 * time, each after the room has been quiet for longer than its max wait, and we measure how long the room
 * summary that join pushes takes to reach every subscriber (from the join_poll call to the last delivery).
 * Until issue 18 the join itself (participant_joined) went to everyone; docs/performance.md records both.
 * Run: pnpm --filter @runoff/bench lobby-fanout   (SUBSCRIBERS=200 for a quicker run)
 */
import os from 'node:os';
import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import pg from 'pg';
import WebSocket from 'ws';
import { reportFigure } from './figures.js';
import { portsFrom, startThrowawayStack } from '@runoff/supabase/throwaway-stack';
import { TEST_STACK_PORTS } from '@runoff/supabase/test-ports';

const subscribers = Number(process.env.SUBSCRIBERS ?? 500);
const joins = Number(process.env.JOINS ?? 10);
const basePort = Number(process.env.RUNOFF_BENCH_PORT ?? TEST_STACK_PORTS.bench.lobbyFanout);

const stack = await startThrowawayStack('bench-lobby', { ...portsFrom(basePort) });
const { anonKey } = stack.config;
const options: SupabaseClientOptions<'public'> = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: WebSocket as unknown as NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport'] },
};

async function api<T>(route: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${stack.url}${route}`, {
    method: 'POST',
    headers: { apikey: anonKey, authorization: `Bearer ${token ?? anonKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A person in the room: an anonymous sign-in that has joined the poll. */
async function participant(pollId: string): Promise<string> {
  const { access_token } = await api<{ access_token: string }>('/auth/v1/signup', {});
  await api('/rest/v1/rpc/join_poll', { poll_id: pollId, name: null }, access_token);
  return access_token;
}

const clients: SupabaseClient[] = [];
try {
  const host = await api<{ access_token: string }>('/auth/v1/signup', {
    email: `bench-host-${Date.now()}@example.com`,
    password: 'bench-password',
    data: { username: 'Bench host' },
  });
  const poll = await api<{ id: string }>('/rest/v1/rpc/create_poll', { title: 'Lecture hall', options: ['A', 'B', 'C'], max_participants: subscribers + joins }, host.access_token);

  const { topic: room } = await api<{ topic: string }>('/rest/v1/rpc/get_room_summary', { poll_id: poll.id }, host.access_token);
  // Every subscriber reports each participant_joined it hears; the join being measured is found by name.
  let measuring: { name: string; seen: Set<number>; done: () => void } | undefined;
  const heard = (slot: number, name: string) => {
    if (measuring?.name !== name) return;
    measuring.seen.add(slot);
    if (measuring.seen.size === subscribers) measuring.done();
  };

  const setupStarted = performance.now();
  for (let slot = 0; slot < subscribers; slot += 1) {
    const token = await participant(poll.id);
    const client = createClient(stack.url, anonKey, options);
    await client.realtime.setAuth(token);
    const channel = client.channel(room, { config: { private: true } });
    channel.on('broadcast', { event: 'room_summary' }, ({ payload }) => {
      const newest = (payload as { newest: Array<{ name: string }> }).newest;
      heard(slot, newest[newest.length - 1]?.name ?? '');
    });
    await new Promise<void>((resolve, reject) =>
      channel.subscribe((status, error) => {
        if (status === 'SUBSCRIBED') resolve();
        else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(error ?? new Error(status));
      }),
    );
    clients.push(client);
  }
  console.log(`${subscribers} subscribers on ${room} in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`);

  const db = new pg.Client({ connectionString: stack.databaseUrl });
  await db.connect();
  const latencies: number[] = [];
  for (let join = 0; join < joins; join += 1) {
    // As if the room had been quiet for longer than its max wait: the join pushes the summary itself.
    await db.query(`update private.room_summaries set pushed_at = pushed_at - interval '2 minutes' where poll_id = $1`, [poll.id]);
    const { access_token } = await api<{ access_token: string }>('/auth/v1/signup', {});
    const name = `Late arrival ${join}`;
    const started = performance.now();
    const everyone = new Promise<number>((resolve, reject) => {
      const seen = new Set<number>();
      const timer = setTimeout(() => reject(new Error(`only ${seen.size} of ${subscribers} heard the join`)), 30_000);
      measuring = { name, seen, done: () => (clearTimeout(timer), resolve(performance.now() - started)) };
    });
    await api('/rest/v1/rpc/join_poll', { poll_id: poll.id, name }, access_token);
    latencies.push(await everyone);
  }
  await db.end();

  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  console.log(`a join's room_summary reaching all ${subscribers} subscribers, ${joins} joins on ${os.cpus().length} cores:`);
  console.log(`  median ${at(0.5).toFixed(0)} ms, p90 ${at(0.9).toFixed(0)} ms, max ${latencies[latencies.length - 1]!.toFixed(0)} ms`);
  reportFigure({ measure: `a join's room summary reaching all ${subscribers} lobby subscribers, median / p90`, figure: `${at(0.5).toFixed(0)} / ${at(0.9).toFixed(0)} ms` });
} finally {
  await Promise.all(clients.map((client) => client.removeAllChannels()));
  await stack.stop();
}
