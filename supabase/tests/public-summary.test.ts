import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, superuserPool } from '../local/test/support/clients.js';
import { stack } from '../local/test/support/clients.js';
import { call, expectRefusal, type Person, signUp } from './support/people.js';
import { createPoll, joinedVoter, setStatus, vote } from './support/polls.js';
import { RawRealtime } from './support/raw-realtime.js';

/** What embedded results may learn without signing in (docs/embedding.md). */
interface PollSummary {
  pollId: string;
  title: string;
  status: string;
  totalVotes: number;
  updatedAt: string;
}

let host: Person;
const channels: RealtimeChannel[] = [];

beforeAll(async () => {
  host = await signUp('Embed Emma');
});
afterEach(async () => {
  await Promise.all(channels.splice(0).map((channel) => channel.unsubscribe()));
});

/** Follows the poll's public topic as the embed does: a private channel joined with the anon key alone. */
async function listenPublic(client: SupabaseClient, topic: string) {
  const received: { event: string; payload: Record<string, unknown> }[] = [];
  const channel = client.channel(topic, { config: { private: true } });
  channels.push(channel);
  channel.on('broadcast', { event: '*' }, (message) => received.push({ event: message.event, payload: message.payload }));
  await new Promise<void>((resolve, reject) => {
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') resolve();
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(error ?? new Error(status));
    });
  });
  return received;
}

// A hang guard, not a bound on speed: generous, so a loaded machine's slow delivery never fails a test.
async function until(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('get_poll_summary', () => {
  it('tells anyone with the link the status and the number of votes, and nothing about the ballots', async () => {
    const poll = await createPoll(host.client);
    const anon = anonClient();
    expect(await call<PollSummary>(anon, 'get_poll_summary', { poll_id: poll.id })).toEqual({
      pollId: poll.id,
      title: poll.title,
      status: 'waiting',
      totalVotes: 0,
      updatedAt: poll.updatedAt,
    });
    const voters = await Promise.all([joinedVoter(poll.id), joinedVoter(poll.id)]);
    await setStatus(host.client, poll.id, 'voting');
    await vote(voters[0]!.client, poll.id, ['option_1', 'option_2', 'option_3']);
    await vote(voters[1]!.client, poll.id, ['option_1', 'option_2', 'option_3']);
    const summary = await call<PollSummary>(anon, 'get_poll_summary', { poll_id: poll.id });
    expect(summary).toMatchObject({ status: 'voting', totalVotes: 2 });
    expect(Object.keys(summary).sort()).toEqual(['pollId', 'status', 'title', 'totalVotes', 'updatedAt']);
  });

  it('answers "Poll not found" for a deleted poll and for a mangled id', async () => {
    const poll = await createPoll(host.client);
    await call(host.client, 'delete_poll', { poll_id: poll.id });
    const notFound = { message: 'Poll not found', code: 'PT404' };
    await expectRefusal(anonClient(), 'get_poll_summary', { poll_id: poll.id }, notFound);
    await expectRefusal(anonClient(), 'get_poll_summary', { poll_id: "'; drop table polls; --" }, notFound);
  });
});

describe('the public topic poll-public:<id>', () => {
  it('lets a client without a session follow votes cast, the status and the deletion', async () => {
    const poll = await createPoll(host.client);
    const voter = await joinedVoter(poll.id, 'Quiet Quinn');
    const received = await listenPublic(anonClient(), `poll-public:${poll.id}`);

    await setStatus(host.client, poll.id, 'voting');
    // The number of votes goes out with the room's summaries, never per ballot: the vote pushes one itself
    // when the room has been quiet for longer than its max wait, as here (the last push aged by a minute).
    const pool = superuserPool();
    await pool.query(`update private.room_summaries set pushed_at = pushed_at - interval '1 minute' where poll_id = $1`, [poll.id]);
    await pool.end();
    await vote(voter.client, poll.id, ['option_2', 'option_1', 'option_3']);
    await setStatus(host.client, poll.id, 'completed');
    await call(host.client, 'delete_poll', { poll_id: poll.id });
    await until(() => received.some((m) => m.event === 'poll_deleted'), 'poll_deleted');

    expect(received.map((m) => [m.event, m.payload])).toEqual([
      ['status_changed', expect.objectContaining({ pollId: poll.id, status: 'voting' })],
      ['votes_cast', { pollId: poll.id, status: 'voting', totalVotes: 1, id: expect.any(String) }],
      ['status_changed', expect.objectContaining({ pollId: poll.id, status: 'completed' })],
      ['poll_deleted', expect.objectContaining({ pollId: poll.id })],
    ]);
    // Who voted and what they ranked never reach the public topic.
    const everything = JSON.stringify(received);
    expect(everything).not.toMatch(/option_|Quiet Quinn/);
    expect(everything).not.toContain(voter.participant.id);
  });
});

describe('what clients send on poll-public:<id> (raw WebSocket)', () => {
  const sockets: RawRealtime[] = [];
  afterEach(() => sockets.splice(0).forEach((socket) => socket.close()));
  const open = async () => {
    const socket = await RawRealtime.open();
    sockets.push(socket);
    return socket;
  };

  it('reaches no viewer: only the database writes on the topic, a 1 MB broadcast is refused', async () => {
    const poll = await createPoll(host.client);
    const topic = `poll-public:${poll.id}`;
    const viewer = await open();
    expect(await viewer.join(topic, { isPrivate: true })).toMatchObject({ status: 'ok' });

    const attacker = await open();
    const big = { junk: 'x'.repeat(1024 * 1024) };
    // As a private channel: anyone may read the topic, nobody may write it (no insert policy).
    const asPrivate = await attacker.join(topic, { isPrivate: true });
    expect(asPrivate.status).toBe('ok');
    const refusedRef = attacker.broadcast(topic, asPrivate.joinRef, 'votes_cast', big);
    // Pushes of one topic are handled in order: once the leave is answered, the broadcast was handled.
    await attacker.reply(attacker.push(topic, 'phx_leave', {}, asPrivate.joinRef));
    expect(attacker.frames.some((frame) => frame.ref === refusedRef)).toBe(false); // hosted neither delivers nor acknowledges it
    // As a public channel of the same name: delivered, but to the public room, where no viewer listens.
    const asPublic = await attacker.join(topic, { isPrivate: false });
    await attacker.reply(attacker.broadcast(topic, asPublic.joinRef, 'poll_deleted', big));
    // The REST broadcast API: refused on the private topic, public room only otherwise.
    const send = (query: string) =>
      fetch(`${stack.url}/realtime/v1/api/broadcast/${topic}/events/poll_deleted${query}`, {
        method: 'POST',
        headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify(big),
      });
    expect((await send('?private=true')).status).toBe(403);
    expect((await send('')).status).toBe(202);

    // What the database sends still arrives, and it is all that arrived.
    await setStatus(host.client, poll.id, 'voting');
    await viewer.next((frame) => frame.event === 'broadcast' && frame.payload.event === 'status_changed');
    expect(viewer.broadcasts(topic).map((frame) => frame.payload.event)).toEqual(['status_changed']);
  });
});
