import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { superuserPool } from '../local/test/support/clients.js';
import { call, expectRefusal, type Person, signInAnonymously, signUp } from './support/people.js';
import { createPoll, joinedVoter, setStatus, vote } from './support/polls.js';

/**
 * The room's summaries (20261125100000_room_summaries.sql): what they say, when the database pushes them
 * and who may ask. Time is moved by ageing the last push in private.room_summaries, not by waiting.
 */
const pool = superuserPool();
let host: Person;

beforeAll(async () => {
  host = await signUp('Summary Sam');
});
afterAll(() => pool.end());

async function summaries(pollId: string): Promise<Array<Record<string, unknown>>> {
  const { rows } = await pool.query(
    `select payload - 'id' as payload from realtime.messages where topic like $1 and event = 'room_summary' order by inserted_at, (payload ->> 'seq')::int`,
    [`poll:${pollId}:%`],
  );
  return rows.map((r) => r.payload);
}

async function publicVoteCounts(pollId: string): Promise<Array<Record<string, unknown>>> {
  const { rows } = await pool.query(
    `select payload - 'id' as payload from realtime.messages where topic = $1 and event = 'votes_cast' order by inserted_at`,
    [`poll-public:${pollId}`],
  );
  return rows.map((r) => r.payload);
}

/** As if the last push were `seconds` older (younger when negative). */
async function age(pollId: string, seconds: number): Promise<void> {
  await pool.query(`update private.room_summaries set pushed_at = pushed_at - make_interval(secs => $2) where poll_id = $1`, [pollId, seconds]);
}

/** People who joined through SQL (their joining order is the insert order), for rooms larger than a test wants to sign in. */
async function crowd(pollId: string, names: Array<string | null>): Promise<void> {
  await pool.query(
    `with people as (
       insert into auth.users (id, aud, role, is_anonymous)
       select gen_random_uuid(), 'authenticated', 'authenticated', true from unnest($2::text[]) returning id
     ), numbered as (select id, row_number() over () as n from people)
     insert into public.participants (poll_id, user_id, name)
     select $1, p.id, coalesce(($2::text[])[p.n], 'Anonymous Participant')
       from numbered as p order by p.n`,
    [pollId, names],
  );
}

describe('room summaries', () => {
  it('are pushed by the first join at once, then by the host after a burst, and only when something changed', async () => {
    const poll = await createPoll(host.client);
    const ann = await joinedVoter(poll.id, 'Ann');
    expect(await summaries(poll.id)).toEqual([
      expect.objectContaining({ pollId: poll.id, status: 'waiting', joined: 1, voted: 0, totalVotes: 0, complete: true, seq: 1, newest: [{ ...ann.participant, number: null }] }),
    ]);

    // Within the room's max wait (the last push made younger: a slow machine must not pass it), joins push
    // nothing themselves...
    await age(poll.id, -30);
    const bob = await joinedVoter(poll.id);
    expect(await summaries(poll.id)).toHaveLength(1);
    // ...the host's page pushes the trailing update once the budget's spacing has passed.
    await age(poll.id, 31);
    expect(await call(host.client, 'flush_room_summary', { poll_id: poll.id })).toEqual({ pushed: true, retryInMs: null });
    const second = (await summaries(poll.id))[1]!;
    expect(second).toMatchObject({ joined: 2, seq: 2, newest: [{ id: ann.participant.id }, { ...bob.participant, number: 1 }] });

    // Asked again within the spacing (the last push made 5 s younger, so that no machine is too slow for
    // this): not yet, ask again later; asked after it with nothing new: nothing.
    await age(poll.id, -5);
    const early = await call<{ pushed: boolean; retryInMs: number }>(host.client, 'flush_room_summary', { poll_id: poll.id });
    expect(early.pushed).toBe(false);
    expect(early.retryInMs).toBeGreaterThan(4_000);
    await age(poll.id, 10);
    expect(await call(host.client, 'flush_room_summary', { poll_id: poll.id })).toEqual({ pushed: false, retryInMs: null });
    expect(await summaries(poll.id)).toHaveLength(2);

    // After the max wait a join pushes again by itself (the first change after a quiet moment).
    await age(poll.id, 60);
    await joinedVoter(poll.id, 'Cy');
    expect((await summaries(poll.id)).map((s) => s.joined)).toEqual([1, 2, 3]);
  });

  it('carry votes to the room and, only with them, the number of votes to embedded results', async () => {
    const poll = await createPoll(host.client);
    const voters = [await joinedVoter(poll.id, 'V1'), await joinedVoter(poll.id, 'V2')];
    await setStatus(host.client, poll.id, 'voting');
    await age(poll.id, 60);
    await vote(voters[0]!.client, poll.id, ['option_1', 'option_2', 'option_3']);
    await age(poll.id, -30);
    await vote(voters[1]!.client, poll.id, ['option_2', 'option_1', 'option_3']);
    // One push for the first vote (the max wait had passed), none for the second: one votes_cast, not one per ballot.
    expect((await summaries(poll.id)).at(-1)).toMatchObject({ status: 'voting', voted: 1, totalVotes: 1 });
    expect(await publicVoteCounts(poll.id)).toEqual([{ pollId: poll.id, status: 'voting', totalVotes: 1 }]);
    await age(poll.id, 31);
    expect(await call(host.client, 'flush_room_summary', { poll_id: poll.id })).toMatchObject({ pushed: true });
    expect((await summaries(poll.id)).at(-1)).toMatchObject({ voted: 2, totalVotes: 2, newest: [{ hasVoted: true }, { hasVoted: true }] });
    expect(await publicVoteCounts(poll.id)).toEqual([
      { pollId: poll.id, status: 'voting', totalVotes: 1 },
      { pollId: poll.id, status: 'voting', totalVotes: 2 },
    ]);
  });

  it('list everyone up to 30 people and the newest 10 above, numbering those without a name in joining order', async () => {
    const poll = await createPoll(host.client);
    // Every third person gives no name: Participant 1, 2, … in joining order.
    await crowd(poll.id, Array.from({ length: 30 }, (_, i) => (i % 3 === 2 ? null : `Person ${i + 1}`)));
    await age(poll.id, 60);
    const full = await call<Record<string, unknown> & { newest: Array<{ name: string; number: number | null }> }>(host.client, 'get_room_summary', { poll_id: poll.id });
    expect(full).toMatchObject({ joined: 30, complete: true });
    expect(full.newest).toHaveLength(30);
    expect(full.newest.filter((p) => p.number !== null).map((p) => p.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);

    await crowd(poll.id, Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? null : `Late ${i + 1}`)));
    const partial = await call<typeof full>(host.client, 'get_room_summary', { poll_id: poll.id });
    expect(partial).toMatchObject({ joined: 42, complete: false });
    expect(partial.newest.map((p) => p.name)).toEqual([
      'Anonymous Participant', 'Late 4', 'Anonymous Participant', 'Late 6', 'Anonymous Participant', 'Late 8',
      'Anonymous Participant', 'Late 10', 'Anonymous Participant', 'Late 12',
    ]);
    // 10 unnamed among the first 30; of the late ones the first (Participant 11) is no longer listed.
    expect(partial.newest.map((p) => p.number)).toEqual([12, null, 13, null, 14, null, 15, null, 16, null]);
  });

  it('number and list people in the order they joined, not by when their joining began', async () => {
    const poll = await createPoll(host.client);
    const [first, second] = [await signInAnonymously(), await signInAnonymously()];
    // `second`'s joining transaction begins first (its now() is earlier) but inserts after `first` has joined.
    const slow = await pool.connect();
    try {
      await slow.query('begin');
      await slow.query('select now()');
      await new Promise((resolve) => setTimeout(resolve, 20));
      await pool.query(`insert into public.participants (poll_id, user_id) values ($1, $2)`, [poll.id, first.id]);
      await slow.query(`insert into public.participants (poll_id, user_id) values ($1, $2)`, [poll.id, second.id]);
      await slow.query('commit');
    } finally {
      slow.release();
    }
    const listed = await call<Array<{ id: string; name: string }>>(host.client, 'get_participants', { poll_id: poll.id });
    const { rows } = await pool.query(`select id from public.participants where poll_id = $1 and user_id = $2`, [poll.id, first.id]);
    expect(listed[0]!.id).toBe(rows[0].id);
    await age(poll.id, 60);
    const summary = await call<{ newest: Array<{ id: string; number: number }> }>(host.client, 'get_room_summary', { poll_id: poll.id });
    expect(summary.newest.map((p) => p.number)).toEqual([1, 2]);
    expect(summary.newest[0]!.id).toBe(rows[0].id);
    expect(await call(first.client, 'get_room_summary', { poll_id: poll.id })).toMatchObject({ you: { id: rows[0].id, number: 1 } });
    expect(await call(second.client, 'get_room_summary', { poll_id: poll.id })).toMatchObject({ you: { number: 2 } });
  });

  it('are read by members, with their own row; the host alone may push one', async () => {
    const poll = await createPoll(host.client);
    const member = await joinedVoter(poll.id);
    const outsider = await signInAnonymously();
    const seen = await call<Record<string, unknown>>(member.client, 'get_room_summary', { poll_id: poll.id });
    expect(seen).toMatchObject({ pollId: poll.id, joined: 1, you: { ...member.participant, number: 1 } });
    expect(await call<Record<string, unknown>>(host.client, 'get_room_summary', { poll_id: poll.id })).toMatchObject({ you: null });

    const notMember = { message: 'Only the host and participants can see who joined this poll', code: '42501' };
    await expectRefusal(outsider.client, 'get_room_summary', { poll_id: poll.id }, notMember);
    await expectRefusal(member.client, 'flush_room_summary', { poll_id: poll.id }, { message: "Only the host can send the room's summary", code: '42501' });
    await expectRefusal(member.client, 'get_room_summary', { poll_id: 'nope' }, { message: 'Poll not found', code: 'PT404' });

    await call(host.client, 'remove_participant', { poll_id: poll.id, participant_id: member.participant.id });
    await expectRefusal(member.client, 'get_room_summary', { poll_id: poll.id }, { message: 'The host removed you from this poll', code: '42501' });
  });

  it('keep three quarters of the configured budget: the spacing grows with the room and shrinks with the plan', async () => {
    const poll = await createPoll(host.client);
    await crowd(poll.id, Array.from({ length: 72 }, () => null)); // the first join's push: all 72 (one statement)
    expect((await summaries(poll.id)).map((s) => s.joined)).toEqual([72]);
    try {
      // 75 people (+3 for the host, a presenter and an embed) at 0.75 × 10 messages a second: 10.4 s apart.
      await pool.query('update private.realtime_settings set messages_per_second = 10');
      await age(poll.id, -30); // within the max wait: the join below pushes nothing itself
      await crowd(poll.id, ['One more']);
      await pool.query('update private.room_summaries set pushed_at = clock_timestamp() where poll_id = $1', [poll.id]);
      const { retryInMs } = await call<{ retryInMs: number }>(host.client, 'flush_room_summary', { poll_id: poll.id });
      expect(retryInMs).toBeGreaterThan(9_000);
      expect(retryInMs).toBeLessThanOrEqual(10_400);
      // At Team's 2,500 a second the budget's spacing is 42 ms; the host's flush also waits 4 ms a person.
      await pool.query('update private.realtime_settings set messages_per_second = 2500');
      await age(poll.id, 0.3); // 4 ms a person: 73 people, 0.29 s
      expect(await call(host.client, 'flush_room_summary', { poll_id: poll.id })).toEqual({ pushed: true, retryInMs: null });
    } finally {
      await pool.query('update private.realtime_settings set messages_per_second = 100');
    }
  });
});
