import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stack, superuserPool } from '../local/test/support/clients.js';
import { call, expectRefusal, type Person, signInAnonymously, signUp } from './support/people.js';
import { createPoll, joinedVoter, type Participant, type Poll, setStatus } from './support/polls.js';

const pool = superuserPool();
let host: Person;

beforeAll(async () => {
  host = await signUp('Room Rosa');
});
afterAll(() => pool.end());

/** A raw request as a script (or a browser in a classroom) sends it, all from this one address. */
async function api(route: string, body: unknown, token = stack.anonKey): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${stack.url}${route}`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Runs tasks with at most `limit` at a time. */
async function inBatches<T>(count: number, limit: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < count) {
        const i = next++;
        results[i] = await task(i);
      }
    }),
  );
  return results;
}

async function anonymousToken(): Promise<string> {
  const { status, body } = await api('/auth/v1/signup', {});
  if (status !== 200) throw new Error(`anonymous sign-in refused: ${status} ${JSON.stringify(body)}`);
  return body.access_token as string;
}

describe('a classroom behind one address', () => {
  it('lets 500 anonymous participants sign in and join one poll', async () => {
    const poll = await createPoll(host.client, ['A', 'B', 'C'], 'Lecture hall');
    const started = performance.now();
    const answers = await inBatches(500, 10, async (i) => api('/rest/v1/rpc/join_poll', { poll_id: poll.id, name: `Student ${i}` }, await anonymousToken()));
    const seconds = (performance.now() - started) / 1000;
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    expect((await call<Poll>(host.client, 'get_poll', { poll_id: poll.id })).participantCount).toBe(500);
    // A figure for the record (docs/security.md), not a timed assertion: the test's own timeout bounds it.
    console.log(`[room-limits] 500 anonymous sign-ins and joins from one address in ${seconds.toFixed(1)} s`);
  }, 240_000);
});

describe('the participant cap', () => {
  it('holds under a burst of parallel joins: a script fills the free places and no more', async () => {
    const poll = await call<Poll>(host.client, 'create_poll', { title: 'Small room', options: ['A', 'B'], max_participants: 25 });
    expect(poll.maxParticipants).toBe(25);
    const tokens = await inBatches(60, 10, () => anonymousToken());
    const answers = await Promise.all(tokens.map((token) => api('/rest/v1/rpc/join_poll', { poll_id: poll.id }, token)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(25);
    expect(answers.filter((a) => a.status !== 200).map((a) => [a.status, a.body.message])).toEqual(
      Array.from({ length: 35 }, () => [409, 'This poll is full: it admits at most 25 participants']),
    );

    // Every participant who got in votes once; nothing gets a second ballot in.
    await setStatus(host.client, poll.id, 'voting');
    const joined = tokens.filter((_, i) => answers[i]!.status === 200);
    const votes = await Promise.all(
      [...joined, ...joined].map((token) => api('/rest/v1/rpc/submit_vote', { poll_id: poll.id, ranking: ['option_1', 'option_2'] }, token)),
    );
    expect(votes.filter((v) => v.status === 200)).toHaveLength(25);
    expect(new Set(votes.filter((v) => v.status !== 200).map((v) => v.body.message))).toEqual(new Set(['You have already voted in this poll']));
    const { rows } = await pool.query('select sum(ballot_count)::int as n from public.ballots where poll_id = $1', [poll.id]);
    expect(rows[0].n).toBe(25);
  }, 60_000);

  it('is the host’s to set within 1–100,000, never below who already joined, and not once completed', async () => {
    const limit = { message: 'The participant limit must be between 1 and 100,000', code: '22023' };
    await expectRefusal(host.client, 'create_poll', { title: 'T', options: ['A', 'B'], max_participants: 0 }, limit);
    await expectRefusal(host.client, 'create_poll', { title: 'T', options: ['A', 'B'], max_participants: 100_001 }, limit);
    const poll = await createPoll(host.client);
    await joinedVoter(poll.id);
    await joinedVoter(poll.id);
    await expectRefusal(host.client, 'update_poll_settings', { poll_id: poll.id, max_participants: 1 }, {
      message: 'The participant limit cannot be lower than the 2 people who already joined',
      code: '22023',
    });
    expect(await call<Poll>(host.client, 'update_poll_settings', { poll_id: poll.id, max_participants: 2 })).toMatchObject({ maxParticipants: 2 });
    const visitor = await signInAnonymously();
    await expectRefusal(visitor.client, 'join_poll', { poll_id: poll.id }, {
      message: 'This poll is full: it admits at most 2 participants',
      code: 'PT409',
    });
    await expectRefusal(visitor.client, 'update_poll_settings', { poll_id: poll.id, max_participants: 100 }, {
      message: 'Only the host can change the settings of this poll',
      code: '42501',
    });
    await setStatus(host.client, poll.id, 'voting');
    await setStatus(host.client, poll.id, 'completed');
    await expectRefusal(host.client, 'update_poll_settings', { poll_id: poll.id, accounts_only: true }, {
      message: 'The settings of a completed poll cannot change',
      code: 'PT409',
    });
  });
});

describe('accounts only', () => {
  it('refuses anonymous sign-ins with a clear message and admits accounts; people already in stay', async () => {
    const poll = await call<Poll>(host.client, 'create_poll', { title: 'Staff vote', options: ['A', 'B'], accounts_only: true });
    expect(poll.accountsOnly).toBe(true);
    const visitor = await signInAnonymously();
    await expectRefusal(visitor.client, 'join_poll', { poll_id: poll.id }, { message: 'Sign in with an account to join this poll', code: '42501' });
    const colleague = await signUp('Colleague Cem');
    expect(await call<Participant>(colleague.client, 'join_poll', { poll_id: poll.id })).toMatchObject({ pollId: poll.id });

    // Switched on in the lobby: anonymous people who joined before keep their place.
    const open = await createPoll(host.client);
    const early = await joinedVoter(open.id);
    await call(host.client, 'update_poll_settings', { poll_id: open.id, accounts_only: true });
    expect(await call<Participant>(early.client, 'join_poll', { poll_id: open.id })).toEqual(early.participant);
    await expectRefusal((await signInAnonymously()).client, 'join_poll', { poll_id: open.id }, {
      message: 'Sign in with an account to join this poll',
      code: '42501',
    });
  });
});

describe('remove_participant', () => {
  it('lets the host remove someone before voting, tells the lobby and keeps them out', async () => {
    const poll = await createPoll(host.client);
    const stuffer = await joinedVoter(poll.id, 'Stuffer');
    const stays = await joinedVoter(poll.id, 'Stays');
    await call(host.client, 'remove_participant', { poll_id: poll.id, participant_id: stuffer.participant.id });

    const participants = await call<Participant[]>(host.client, 'get_participants', { poll_id: poll.id });
    expect(participants.map((p) => p.id)).toEqual([stays.participant.id]);
    // The host's topic and the removed person's own topic hear it; the room learns it from its summary
    // (20261125100000_room_summaries.sql), never from a message naming who was removed.
    const removal = { pollId: poll.id, participantId: stuffer.participant.id };
    const { rows } = await pool.query(
      `select topic, payload - 'id' as payload from realtime.messages where event = 'participant_removed' and topic = any($1) order by topic`,
      [[`poll:${poll.id}`, `poll-host:${poll.id}`, `user:${stuffer.id}`]],
    );
    expect(rows).toEqual([
      { topic: `poll-host:${poll.id}`, payload: removal },
      { topic: `user:${stuffer.id}`, payload: removal },
    ]);
    await expectRefusal(stuffer.client, 'join_poll', { poll_id: poll.id, name: 'Back again' }, {
      message: 'The host removed you from this poll',
      code: '42501',
    });
    await expectRefusal(stuffer.client, 'get_participants', { poll_id: poll.id }, {
      message: 'Only the host and participants can see who joined this poll',
      code: '42501',
    });
  });

  it('is the host’s alone, only while the poll is waiting, and names a real participant', async () => {
    const poll = await createPoll(host.client);
    const ann = await joinedVoter(poll.id);
    const bob = await joinedVoter(poll.id);
    await expectRefusal(ann.client, 'remove_participant', { poll_id: poll.id, participant_id: bob.participant.id }, {
      message: 'Only the host can remove participants',
      code: '42501',
    });
    for (const participantId of [crypto.randomUUID(), 'nonsense', null]) {
      await expectRefusal(host.client, 'remove_participant', { poll_id: poll.id, participant_id: participantId }, {
        message: 'Participant not found',
        code: 'PT404',
      });
    }
    await setStatus(host.client, poll.id, 'voting');
    await expectRefusal(host.client, 'remove_participant', { poll_id: poll.id, participant_id: bob.participant.id }, {
      message: 'Participants can only be removed before voting starts',
      code: 'PT409',
    });
  });
});

describe('polls created per account', () => {
  it('allows 100 in an hour, counted one at a time even in parallel, then answers 429', async () => {
    const busy = await signUp('Busy Bea');
    const { data } = await busy.client.auth.getSession();
    const answers = await inBatches(110, 10, (i) => api('/rest/v1/rpc/create_poll', { title: `Poll ${i}`, options: ['A', 'B'] }, data.session!.access_token));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(100);
    expect(answers.filter((a) => a.status !== 200).map((a) => [a.status, a.body.message])).toEqual(
      Array.from({ length: 10 }, () => [429, 'You have created too many polls in the last hour. Please try again later']),
    );
  }, 60_000);
});
