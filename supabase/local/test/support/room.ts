import { createClient, type RealtimeChannel, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import WebSocket from 'ws';

/**
 * A lecture hall on a stack of the test's own (not the shared test stack): a host and participants, each a
 * supabase-js client with its own session, subscribed as the lobby page is: the host to poll-host:<id> (every
 * join and vote), participants to poll:<id> (status changes and the room's summaries).
 */

const options: SupabaseClientOptions<'public'> = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: WebSocket as unknown as NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport'] },
};

export interface Member {
  client: SupabaseClient;
  userId: string;
  channel: RealtimeChannel;
  /** Each SUBSCRIBED callback: the first join, then each rejoin after a reconnect. */
  subscribed: number;
  /** Broadcast events received, in order: `${event} ${json payload}`. */
  heard: string[];
}

async function rpc<T>(client: SupabaseClient, fn: string, args: Record<string, unknown>): Promise<T> {
  const { data, error } = await client.rpc(fn, args);
  if (error) throw new Error(`${fn}: ${error.code} ${error.message}`);
  return data as T;
}

/** Subscribes a signed-in client to a private topic and resolves on the first SUBSCRIBED. */
async function listen(client: SupabaseClient, userId: string, topic: string): Promise<Member> {
  const { data } = await client.auth.getSession();
  await client.realtime.setAuth(data.session!.access_token);
  const member = { client, userId, subscribed: 0, heard: [] as string[] } as Member;
  const channel = client.channel(topic, { config: { private: true } });
  for (const event of ['participant_joined', 'participant_voted', 'status_changed', 'room_summary']) {
    channel.on('broadcast', { event }, ({ payload }) => member.heard.push(`${event} ${JSON.stringify(payload)}`));
  }
  member.channel = channel;
  await new Promise<void>((resolve, reject) =>
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') {
        member.subscribed += 1;
        resolve();
      } else if (member.subscribed === 0 && (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT')) reject(error ?? new Error(status));
    }),
  );
  return member;
}

export interface Room {
  pollId: string;
  host: Member;
  participants: Member[];
  close(): Promise<void>;
}

/** A host with a three-option poll and `size` anonymous participants who made the join page's calls and joined. */
export async function openRoom(url: string, anonKey: string, size: number): Promise<Room> {
  const hostClient = createClient(url, anonKey, options);
  const email = `host-${Date.now().toString(36)}-${process.pid}@example.com`;
  const signUp = await hostClient.auth.signUp({ email, password: 'correct-horse-battery', options: { data: { username: 'Host' } } });
  if (signUp.error || !signUp.data.user) throw new Error(`host sign-up: ${signUp.error?.message}`);
  const poll = await rpc<{ id: string }>(hostClient, 'create_poll', { title: 'Lecture hall', options: ['Red', 'Green', 'Blue'] });
  const host = await listen(hostClient, signUp.data.user.id, `poll-host:${poll.id}`);
  // The room's topic (poll:<id>:<epoch>), as the lobby learns it.
  const { topic: room } = await rpc<{ topic: string }>(hostClient, 'get_room_summary', { poll_id: poll.id });
  const participants: Member[] = [];
  for (let i = 0; i < size; i += 1) {
    const client = createClient(url, anonKey, options);
    const { data, error } = await client.auth.signInAnonymously();
    if (error || !data.user) throw new Error(`anonymous sign-in: ${error?.message}`);
    await rpc(client, 'get_poll', { poll_id: poll.id });
    await rpc(client, 'join_poll', { poll_id: poll.id, name: `Student ${i + 1}` });
    participants.push(await listen(client, data.user.id, room));
  }
  return {
    pollId: poll.id,
    host,
    participants,
    async close() {
      await Promise.all([host, ...participants].map((m) => m.client.removeAllChannels()));
    },
  };
}

/** Pushes the room's summary as the host's open lobby does after a burst: again after the wait the database names. */
export async function flushRoomSummary(host: Member, pollId: string): Promise<void> {
  for (;;) {
    const { pushed, retryInMs } = await rpc<{ pushed: boolean; retryInMs: number | null }>(host.client, 'flush_room_summary', { poll_id: pollId });
    if (pushed || retryInMs === null) return;
    await new Promise((r) => setTimeout(r, retryInMs));
  }
}

export type VoteOutcome = 'acknowledged' | 'answered-already-voted' | 'gave-up';

/**
 * Submits a full ranking as a client would, retrying while the server is unreachable or failing (5xx,
 * network): "acknowledged" is a 2xx answer; "answered-already-voted" means an earlier attempt committed but
 * its answer was lost.
 */
export async function voteUntilAnswered(member: Member, pollId: string, deadline: number): Promise<VoteOutcome> {
  for (;;) {
    const { error, status } = await member.client.rpc('submit_vote', {
      poll_id: pollId,
      ranking: ['option_1', 'option_2', 'option_3'],
      participant_id: null,
    });
    if (!error && status >= 200 && status < 300) return 'acknowledged';
    if (error?.message === 'You have already voted in this poll') return 'answered-already-voted';
    if (Date.now() > deadline) return 'gave-up';
    await new Promise((r) => setTimeout(r, 250));
  }
}

export async function until(check: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Signs a new client in anonymously, retrying failures (a server still coming back) until the deadline. */
export async function signInAnonymouslyWithin(url: string, anonKey: string, timeoutMs: number): Promise<void> {
  const client = createClient(url, anonKey, options);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { error } = await client.auth.signInAnonymously();
    if (!error) return;
    if (Date.now() > deadline) throw new Error(`anonymous sign-in still failing: ${error.message}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
