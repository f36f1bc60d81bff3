import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { superuserPool } from '../local/test/support/clients.js';
import { call, type Person, signInAnonymously, signUp } from './support/people.js';
import { createPoll, joinedVoter, type Participant, type Poll, setStatus, vote } from './support/polls.js';

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

/** Subscribes to a poll's private lobby channel and records every broadcast it delivers. */
async function listen(client: SupabaseClient, pollId: string): Promise<{ channel: RealtimeChannel; received: Received[] }> {
  const received: Received[] = [];
  const channel = client.channel(`poll:${pollId}`, { config: { private: true } });
  channel.on('broadcast', { event: '*' }, (message) => received.push({ event: message.event, payload: message.payload }));
  await new Promise<void>((resolve, reject) => {
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') resolve();
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(error ?? new Error(status));
    });
  });
  return { channel, received };
}

async function until(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('lobby events stored by the database (realtime.messages)', () => {
  it('records joins, votes (who, never what), status changes and deletion on the private topic poll:<id>', async () => {
    const poll = await createPoll(host.client);
    const voter = await joinedVoter(poll.id, 'Ann');
    await setStatus(host.client, poll.id, 'voting');
    await vote(voter.client, poll.id, ['option_2', 'option_1', 'option_3']);
    const completed = await setStatus(host.client, poll.id, 'completed');
    await call(host.client, 'delete_poll', { poll_id: poll.id });

    const { rows } = await pool.query(
      `select event, payload - 'id' as payload, private, extension from realtime.messages where topic = $1 order by inserted_at, event`,
      [`poll:${poll.id}`],
    );
    const byEvent = (event: string) => rows.filter((r) => r.event === event);
    expect(rows.every((r) => r.private === true && r.extension === 'broadcast')).toBe(true);
    expect(byEvent('participant_joined').map((r) => r.payload)).toEqual([{ participant: voter.participant }]);
    expect(byEvent('participant_voted').map((r) => r.payload)).toEqual([{ pollId: poll.id, participantId: voter.participant.id }]);
    expect(byEvent('status_changed').map((r) => r.payload)).toEqual([
      { pollId: poll.id, status: 'voting', isActive: true, updatedAt: expect.any(String) },
      { pollId: poll.id, status: 'completed', isActive: false, updatedAt: completed.updatedAt },
    ]);
    expect(byEvent('poll_deleted').map((r) => r.payload)).toEqual([{ pollId: poll.id }]);
    expect(JSON.stringify(rows)).not.toMatch(/option_/);
  });

  it('admits only the host and the participants to read them (the policy Realtime authorizes with)', async () => {
    const poll = await createPoll(host.client);
    const voter = await joinedVoter(poll.id);
    const outsider = await signInAnonymously();
    const canRead = async (userId: string, topic: string) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
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
    const topic = `poll:${poll.id}`;
    expect(await canRead(host.id, topic)).toBe(true);
    expect(await canRead(voter.id, topic)).toBe(true);
    expect(await canRead(outsider.id, topic)).toBe(false);
    expect(await canRead(host.id, 'poll:not-a-uuid')).toBe(false);
  });
});

describe('lobby events seen by a second client over Realtime', () => {
  it('delivers joins, votes and status changes to the host and to participants', async () => {
    const poll: Poll = await createPoll(host.client);
    const early: Person & { participant: Participant } = await joinedVoter(poll.id, 'Early Ed');
    const hostView = await listen(host.client, poll.id);
    const participantView = await listen(early.client, poll.id);
    try {
      const late = await joinedVoter(poll.id, 'Late Liz');
      await until(() => hostView.received.some((m) => m.event === 'participant_joined'), 'the join');
      expect(hostView.received.find((m) => m.event === 'participant_joined')!.payload).toMatchObject({ participant: late.participant });

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
    } finally {
      await host.client.removeChannel(hostView.channel);
      await early.client.removeChannel(participantView.channel);
    }
  });

  it('refuses the private channel to someone who neither hosts nor joined the poll', async () => {
    const poll = await createPoll(host.client);
    const outsider = await signInAnonymously();
    await expect(listen(outsider.client, poll.id)).rejects.toThrow();
    await outsider.client.removeAllChannels();
  });
});
