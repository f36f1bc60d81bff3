import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { superuserPool } from '../local/test/support/clients.js';
import { call, type Person, signInAnonymously, signUp } from './support/people.js';
import { createPoll, joinedVoter, type Participant, type Poll, roomTopic, setStatus, vote } from './support/polls.js';

const pool = superuserPool();
let host: Person;

beforeAll(async () => {
  host = await signUp('Lobby Lena');
});
afterAll(() => pool.end());

interface Received {
  event: string;
  payload: Record<string, unknown>;
}

/** Subscribes to a private topic of the lobby (poll:, poll-host:, user:) and records every broadcast it delivers. */
async function listen(client: SupabaseClient, topic: string): Promise<{ channel: RealtimeChannel; received: Received[] }> {
  const received: Received[] = [];
  const channel = client.channel(topic, { config: { private: true } });
  channel.on('broadcast', { event: '*' }, (message) => received.push({ event: message.event, payload: message.payload }));
  await new Promise<void>((resolve, reject) => {
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') resolve();
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(error ?? new Error(status));
    });
  });
  return { channel, received };
}

// A hang guard, not a bound on speed: generous, so a loaded machine's slow delivery never fails a test.
async function until(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('lobby events stored by the database (realtime.messages)', () => {
  it('records joins and votes (who, never what) for the host alone, and status changes, summaries and deletion for the room', async () => {
    const poll = await createPoll(host.client);
    const voter = await joinedVoter(poll.id, 'Ann');
    const room = await roomTopic(host.client, poll.id);
    await setStatus(host.client, poll.id, 'voting');
    await vote(voter.client, poll.id, ['option_2', 'option_1', 'option_3']);
    const completed = await setStatus(host.client, poll.id, 'completed');
    await call(host.client, 'delete_poll', { poll_id: poll.id });

    const { rows } = await pool.query(
      `select topic, event, payload - 'id' as payload, private, extension from realtime.messages
        where topic in ($1, $2) order by inserted_at, event`,
      [room, `poll-host:${poll.id}`],
    );
    const on = (topic: string, event: string) => rows.filter((r) => r.topic === (topic === 'poll' ? room : `${topic}:${poll.id}`) && r.event === event);
    expect(rows.every((r) => r.private === true && r.extension === 'broadcast')).toBe(true);
    expect(on('poll-host', 'participant_joined').map((r) => r.payload)).toEqual([{ participant: voter.participant }]);
    expect(on('poll-host', 'participant_voted').map((r) => r.payload)).toEqual([{ pollId: poll.id, participantId: voter.participant.id }]);
    // The room never hears of a join or a vote one by one: it hears summaries.
    expect(on('poll', 'participant_joined')).toEqual([]);
    expect(on('poll', 'participant_voted')).toEqual([]);
    expect(on('poll', 'room_summary')[0]!.payload).toMatchObject({ pollId: poll.id, joined: 1, voted: 0, newest: [{ ...voter.participant, number: null }] });
    expect(on('poll', 'status_changed').map((r) => r.payload)).toEqual([
      { pollId: poll.id, status: 'voting', isActive: true, updatedAt: expect.any(String) },
      { pollId: poll.id, status: 'completed', isActive: false, updatedAt: completed.updatedAt },
    ]);
    expect(on('poll', 'poll_deleted').map((r) => r.payload)).toEqual([{ pollId: poll.id }]);
    expect(JSON.stringify(rows)).not.toMatch(/option_/);
  });

  it('admits the host and the participants to the room, only the host to poll-host, only the person to user:<id>', async () => {
    const poll = await createPoll(host.client);
    const voter = await joinedVoter(poll.id);
    const outsider = await signInAnonymously();
    const canRead = async (userId: string, topic: string) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        // A probe row as Realtime's authorization inserts one, read back as the user.
        await client.query(`insert into realtime.messages (topic, extension) values ($1, 'broadcast')`, [topic]);
        await client.query(`select set_config('request.jwt.claims', $1, true), set_config('realtime.topic', $2, true)`, [
          JSON.stringify({ sub: userId, role: 'authenticated' }),
          topic,
        ]);
        await client.query('set local role authenticated');
        const { rows } = await client.query(`select count(*)::int as n from realtime.messages where topic = $1`, [topic]);
        return rows[0].n > 0;
      } finally {
        await client.query('rollback');
        client.release();
      }
    };
    const room = `poll:${poll.id}`;
    const hostOnly = `poll-host:${poll.id}`;
    expect(await canRead(host.id, room)).toBe(true);
    expect(await canRead(voter.id, room)).toBe(true);
    expect(await canRead(outsider.id, room)).toBe(false);
    expect(await canRead(host.id, 'poll:not-a-uuid')).toBe(false);
    // The room's topic with its secret epoch: members only, and only the current epoch.
    const current = await roomTopic(voter.client, poll.id);
    expect(current).toMatch(new RegExp(`^poll:${poll.id}:[0-9a-f]{32}$`));
    expect(await canRead(host.id, current)).toBe(true);
    expect(await canRead(voter.id, current)).toBe(true);
    expect(await canRead(outsider.id, current)).toBe(false);
    expect(await canRead(voter.id, `poll:${poll.id}:${'0'.repeat(32)}`)).toBe(false);
    expect(await canRead(host.id, hostOnly)).toBe(true);
    expect(await canRead(voter.id, hostOnly)).toBe(false);
    expect(await canRead(voter.id, `user:${voter.id}`)).toBe(true);
    expect(await canRead(outsider.id, `user:${voter.id}`)).toBe(false);
    expect(await canRead(host.id, `user:${voter.id}`)).toBe(false);
  });
});

describe('lobby events seen by a second client over Realtime', () => {
  it('gives the host every join and vote, and the room status changes, summaries and the deletion', async () => {
    const poll: Poll = await createPoll(host.client);
    const early: Person & { participant: Participant } = await joinedVoter(poll.id, 'Early Ed');
    const hostView = await listen(host.client, `poll-host:${poll.id}`);
    const participantView = await listen(early.client, await roomTopic(early.client, poll.id));
    try {
      const late = await joinedVoter(poll.id, 'Late Liz');
      const lateJoin = () =>
        hostView.received.find(
          (m) => m.event === 'participant_joined' && (m.payload.participant as Participant).id === late.participant.id,
        );
      await until(() => lateJoin() !== undefined, 'the join');
      expect(lateJoin()!.payload).toMatchObject({ participant: late.participant });
      // The room hears it as a summary (the host's flush after a quiet moment), never the join itself.
      for (;;) {
        const { retryInMs } = await call<{ retryInMs: number | null }>(host.client, 'flush_room_summary', { poll_id: poll.id });
        if (retryInMs === null) break;
        await new Promise((resolve) => setTimeout(resolve, retryInMs));
      }
      await until(() => participantView.received.some((m) => m.event === 'room_summary' && m.payload.joined === 2), 'the summary');
      expect(participantView.received.some((m) => m.event === 'participant_joined')).toBe(false);

      await setStatus(host.client, poll.id, 'voting');
      await until(() => participantView.received.some((m) => m.event === 'status_changed'), 'the status change');
      expect(participantView.received.find((m) => m.event === 'status_changed')!.payload).toMatchObject({
        pollId: poll.id,
        status: 'voting',
        isActive: true,
      });

      await vote(late.client, poll.id, ['option_3', 'option_1', 'option_2']);
      await until(() => hostView.received.some((m) => m.event === 'participant_voted'), 'the vote');
      const voted = hostView.received.find((m) => m.event === 'participant_voted')!.payload;
      expect(voted).toMatchObject({ pollId: poll.id, participantId: late.participant.id });
      expect(JSON.stringify(voted)).not.toMatch(/option_/);

      await setStatus(host.client, poll.id, 'completed');
      const completed = () =>
        participantView.received.find((m) => m.event === 'status_changed' && m.payload.status === 'completed');
      await until(() => completed() !== undefined, 'the end of voting');
      expect(completed()!.payload).toMatchObject({ pollId: poll.id, isActive: false });

      await call(host.client, 'delete_poll', { poll_id: poll.id });
      await until(() => participantView.received.some((m) => m.event === 'poll_deleted'), 'the deletion');
      expect(participantView.received.find((m) => m.event === 'poll_deleted')!.payload).toMatchObject({ pollId: poll.id });
    } finally {
      await host.client.removeChannel(hostView.channel);
      await early.client.removeChannel(participantView.channel);
    }
  });

  it('tells a removed participant on their own topic, and nobody else in the room', async () => {
    const poll = await createPoll(host.client);
    const stays = await joinedVoter(poll.id, 'Stays');
    const goes = await joinedVoter(poll.id, 'Goes');
    const removedView = await listen(goes.client, `user:${goes.id}`);
    const staysView = await listen(stays.client, `user:${stays.id}`);
    const hostView = await listen(host.client, `poll-host:${poll.id}`);
    try {
      await call(host.client, 'remove_participant', { poll_id: poll.id, participant_id: goes.participant.id });
      await until(() => removedView.received.some((m) => m.event === 'participant_removed'), 'the removal');
      expect(removedView.received.find((m) => m.event === 'participant_removed')!.payload).toMatchObject({
        pollId: poll.id,
        participantId: goes.participant.id,
      });
      await until(() => hostView.received.some((m) => m.event === 'participant_removed'), 'the host hearing it');
      // Who stays is told the room's new topic on their own topic, never who was removed.
      await until(() => staysView.received.length > 0, 'the new topic');
      expect(staysView.received.map((m) => m.event)).toEqual(['room_topic']);
      expect(staysView.received[0]!.payload).toMatchObject({ pollId: poll.id, topic: await roomTopic(stays.client, poll.id) });
    } finally {
      await goes.client.removeAllChannels();
      await stays.client.removeAllChannels();
      await host.client.removeChannel(hostView.channel);
    }
  });

  it('refuses the private channels to someone who neither hosts nor joined the poll', async () => {
    const poll = await createPoll(host.client);
    const voter = await joinedVoter(poll.id);
    const outsider = await signInAnonymously();
    await expect(listen(outsider.client, `poll:${poll.id}`)).rejects.toThrow();
    await expect(listen(outsider.client, await roomTopic(voter.client, poll.id))).rejects.toThrow();
    await expect(listen(voter.client, `poll-host:${poll.id}`)).rejects.toThrow();
    await expect(listen(outsider.client, `user:${voter.id}`)).rejects.toThrow();
    await outsider.client.removeAllChannels();
    await voter.client.removeAllChannels();
  });
});
