import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient, superuserPool } from '../local/test/support/clients.js';
import { call, expectRefusal, type Person, signInAnonymously, signUp } from './support/people.js';
import { createPoll, joinedVoter, type Poll, type PollResults, setStatus, vote } from './support/polls.js';

const pool = superuserPool();
let host: Person;

beforeAll(async () => {
  host = await signUp('Results Rita');
});
afterAll(() => pool.end());

describe('get_poll_results', () => {
  it('returns the poll and its ballots grouped by identical ranking, with counts, in one call', async () => {
    const poll = await createPoll(host.client);
    const rankings = [
      ['option_1', 'option_2', 'option_3'],
      ['option_2', 'option_1', 'option_3'],
      ['option_1', 'option_2', 'option_3'],
      ['option_3', 'option_1', 'option_2'],
      ['option_1', 'option_2', 'option_3'],
      ['option_2', 'option_1', 'option_3'],
    ];
    const voters = await Promise.all(rankings.map(() => joinedVoter(poll.id)));
    await setStatus(host.client, poll.id, 'voting');
    for (const [i, voter] of voters.entries()) await vote(voter.client, poll.id, rankings[i]!);
    const completed = await setStatus(host.client, poll.id, 'completed');

    const results = await call<PollResults>(voters[0]!.client, 'get_poll_results', { poll_id: poll.id });
    expect(results).toEqual({
      poll: completed,
      ballots: [
        { ranking: ['option_1', 'option_2', 'option_3'], count: 3 },
        { ranking: ['option_2', 'option_1', 'option_3'], count: 2 },
        { ranking: ['option_3', 'option_1', 'option_2'], count: 1 },
      ],
      totalVotes: 6,
      invalidBallots: 0,
      generatedAt: expect.stringMatching(/Z$/),
    });
  });

  it('orders groups by votes, then by ranking option id by option id in "C" order (option_1 < option_10 < option_2)', async () => {
    const names = Array.from({ length: 11 }, (_, i) => `Choice ${i + 1}`);
    const poll = await createPoll(host.client, names);
    const ids = names.map((_, i) => `option_${i + 1}`);
    const rotate = (by: number) => [...ids.slice(by), ...ids.slice(0, by)];
    // One vote each, and one ranking with two votes, which comes first.
    const single = [rotate(1), rotate(9), rotate(0), rotate(10), [...ids].reverse(), rotate(2)];
    const cast = [...single, rotate(3), rotate(3)];
    const voters = await Promise.all(cast.map(() => joinedVoter(poll.id)));
    await setStatus(host.client, poll.id, 'voting');
    for (const [i, ranking] of cast.entries()) await vote(voters[i]!.client, poll.id, ranking);
    await setStatus(host.client, poll.id, 'completed');

    const results = await call<PollResults>(anonClient(), 'get_poll_results', { poll_id: poll.id });
    const byIds = (a: string[], b: string[]) => {
      for (let i = 0; i < Math.min(a.length, b.length); i += 1) {
        if (a[i] !== b[i]) return Buffer.compare(Buffer.from(a[i]!), Buffer.from(b[i]!));
      }
      return a.length - b.length;
    };
    expect(results.ballots).toEqual([{ ranking: rotate(3), count: 2 }, ...[...single].sort(byIds).map((ranking) => ({ ranking, count: 1 }))]);
    expect(results.totalVotes).toBe(cast.length);
  });

  it('lets the host read results at any time and everyone else only once the poll is completed', async () => {
    const poll = await createPoll(host.client);
    const voter = await joinedVoter(poll.id);
    const outsider = await signUp('Curious Carl');
    const early = { message: 'Results are available once voting has ended', code: '42501' };

    expect(await call<PollResults>(host.client, 'get_poll_results', { poll_id: poll.id })).toMatchObject({ ballots: [], totalVotes: 0 });
    await setStatus(host.client, poll.id, 'voting');
    await vote(voter.client, poll.id, ['option_3', 'option_2', 'option_1']);
    // Ballot secrecy: while voting is open the host gets the number of votes and no ballot groups.
    expect(await call<PollResults>(host.client, 'get_poll_results', { poll_id: poll.id })).toMatchObject({ ballots: [], totalVotes: 1 });
    for (const client of [voter.client, outsider.client, anonClient()]) {
      await expectRefusal(client, 'get_poll_results', { poll_id: poll.id }, early);
    }
    await setStatus(host.client, poll.id, 'completed');
    for (const client of [voter.client, outsider.client, anonClient()]) {
      expect(await call<PollResults>(client, 'get_poll_results', { poll_id: poll.id })).toMatchObject({
        ballots: [{ ranking: ['option_3', 'option_2', 'option_1'], count: 1 }],
        totalVotes: 1,
      });
    }
  });

  it('raises "Poll not found" for a missing poll', async () => {
    await expectRefusal(anonClient(), 'get_poll_results', { poll_id: crypto.randomUUID() }, { message: 'Poll not found', code: 'PT404' });
  });

  it('stays one round trip whose size follows the distinct rankings, not the number of votes', async () => {
    const poll = await call<Poll>(host.client, 'create_poll', { title: 'Lecture hall', options: ['A', 'B', 'C', 'D'], max_participants: 10_000 });
    const voter = await joinedVoter(poll.id);
    await setStatus(host.client, poll.id, 'voting');
    await vote(voter.client, poll.id, ['option_1', 'option_2', 'option_3', 'option_4']);
    const small = JSON.stringify(await call(host.client, 'get_poll_results', { poll_id: poll.id })).length;

    // 5,000 more voters cast through submit_vote itself, each under their own identity, 6 distinct rankings.
    await pool.query(
      `do $$
       declare
         rankings text[] := array[
           array['option_1','option_2','option_3','option_4'], array['option_2','option_1','option_3','option_4'],
           array['option_3','option_4','option_1','option_2'], array['option_4','option_3','option_2','option_1'],
           array['option_2','option_3','option_4','option_1'], array['option_1','option_4','option_2','option_3']];
         voter uuid;
       begin
         for i in 1..5000 loop
           voter := gen_random_uuid();
           insert into auth.users (id, is_anonymous, created_at) values (voter, true, now());
           perform set_config('request.jwt.claims', json_build_object('sub', voter, 'role', 'authenticated')::text, true);
           perform public.join_poll('${poll.id}', null);
           perform public.submit_vote('${poll.id}', array(select unnest(rankings[1 + i % 6 : 1 + i % 6])));
         end loop;
       end $$`,
    );
    await setStatus(host.client, poll.id, 'completed');
    const results = await call<PollResults>(host.client, 'get_poll_results', { poll_id: poll.id });
    expect(results.totalVotes).toBe(5_001);
    expect(results.ballots).toHaveLength(6);
    expect(results.ballots.reduce((sum, group) => sum + group.count, 0)).toBe(5_001);
    expect(JSON.stringify(results).length).toBeLessThan(small + 6 * 120);
  }, 120_000);
});

describe('ballot secrecy', () => {
  it('keeps no link between a participant and a ranking, for any role', async () => {
    const poll = await createPoll(host.client);
    const ann = await joinedVoter(poll.id, 'Ann');
    const bob = await joinedVoter(poll.id, 'Bob');
    await setStatus(host.client, poll.id, 'voting');
    await vote(ann.client, poll.id, ['option_3', 'option_1', 'option_2']);
    await vote(bob.client, poll.id, ['option_1', 'option_2', 'option_3']);
    await setStatus(host.client, poll.id, 'completed');

    // What is stored: participants carry only has_voted; ballots carry no id, voter or time.
    const columns = await pool.query(
      `select table_name, array_agg(column_name::text order by column_name) as columns
         from information_schema.columns
        where table_schema = 'public' and table_name in ('participants', 'ballots')
        group by table_name order by table_name`,
    );
    expect(columns.rows).toEqual([
      { table_name: 'ballots', columns: ['ballot_count', 'poll_id', 'ranking'] },
      { table_name: 'participants', columns: ['has_voted', 'id', 'join_order', 'joined_at', 'name', 'poll_id', 'user_id'] },
    ]);

    // Nobody reads the ballot table through the API, the host included.
    for (const client of [host.client, ann.client, anonClient()]) {
      const { data, error } = await client.from('ballots').select('*');
      expect(data).toBeNull();
      expect(error).toMatchObject({ code: '42501', message: 'permission denied for table ballots' });
    }

    // Results are anonymous groups, ordered by count then ranking, never by when they were cast.
    const results = await call<PollResults>(host.client, 'get_poll_results', { poll_id: poll.id });
    expect(results.ballots).toEqual([
      { ranking: ['option_1', 'option_2', 'option_3'], count: 1 },
      { ranking: ['option_3', 'option_1', 'option_2'], count: 1 },
    ]);
    const participants = await call(host.client, 'get_participants', { poll_id: poll.id });
    expect(JSON.stringify(participants)).not.toMatch(/option_/);
  });

  it('stores only tallies: even a superuser or service_role reading the table finds no voter', async () => {
    const poll = await createPoll(host.client, ['A', 'B']);
    const voter = await joinedVoter(poll.id);
    await setStatus(host.client, poll.id, 'voting');
    await vote(voter.client, poll.id, ['option_2', 'option_1']);
    const { rows } = await pool.query('select * from public.ballots where poll_id = $1', [poll.id]);
    expect(rows).toEqual([{ poll_id: poll.id, ranking: ['option_2', 'option_1'], ballot_count: 1 }]);
    // service_role is granted the tables explicitly (hosted no longer does it by default); it still reads tallies only.
    const { data, error } = await serviceClient().from('ballots').select('*').eq('poll_id', poll.id);
    expect(error).toBeNull();
    expect(data).toEqual([{ poll_id: poll.id, ranking: ['option_2', 'option_1'], ballot_count: 1 }]);
  });

  it('refuses a ballot that does not rank every option once, whoever writes it', async () => {
    const poll = await createPoll(host.client, ['A', 'B']);
    // Written straight into the table by a superuser, past every grant and policy: the constraint still holds.
    await expect(
      pool.query('insert into public.ballots (poll_id, ranking, ballot_count) values ($1, $2, 1)', [poll.id, ['option_1']]),
    ).rejects.toMatchObject({ code: '22023', message: 'A ballot must rank every option of this poll exactly once' });
    const anonymous = await signInAnonymously();
    const refused = await anonymous.client.from('ballots').insert({ poll_id: poll.id, ranking: ['option_1', 'option_2'], ballot_count: 1 });
    expect(refused.error).toMatchObject({ code: '42501' });
  });
});
