import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient, superuserPool } from '../local/test/support/clients.js';
import { call, expectRefusal, type Person, signUp } from './support/people.js';
import { asOperator } from './support/operator.js';
import { joinedVoter, type Poll, type PollResults, setStatus, vote } from './support/polls.js';

// Issue 21: a poll's seats, partial rankings as a poll setting, fair ballots; every rule in Postgres.
const pool = superuserPool();
let host: Person;

beforeAll(async () => {
  host = await signUp('Returning Officer');
});
afterAll(() => pool.end());

const FIVE = ['Ada', 'Ben', 'Cy', 'Dee', 'Eve'];

function election(settings: { seats?: number; min_ranked?: number | null; shuffle_ballots?: boolean }, options = FIVE): Promise<Poll> {
  return call<Poll>(host.client, 'create_poll', { title: 'Council', options, ...settings });
}

describe('create_poll: the number of winners, partial rankings and fair ballots', () => {
  it('makes one seat, a full ranking and fair ballots by default, as polls were', async () => {
    const poll = await call<Poll>(host.client, 'create_poll', { title: 'Lunch', options: ['Pizza', 'Sushi'] });
    expect(poll).toMatchObject({ seats: 1, minRanked: null, shuffleBallots: true });
  });

  it('keeps what the host chose, and every read of the poll gives it', async () => {
    const poll = await election({ seats: 3, min_ranked: 2, shuffle_ballots: false });
    const settings = { seats: 3, minRanked: 2, shuffleBallots: false };
    expect(poll).toMatchObject(settings);
    expect(await call<Poll>(anonClient(), 'get_poll', { poll_id: poll.id })).toMatchObject(settings);
    expect((await call<PollResults>(host.client, 'get_poll_results', { poll_id: poll.id })).poll).toMatchObject(settings);
  });

  it.each([
    [{ seats: 0 }, 'The number of winners must be at least 1 and less than the number of options'],
    [{ seats: 5 }, 'The number of winners must be at least 1 and less than the number of options'],
    [{ min_ranked: 0 }, 'The number of options to rank must be at least 1 and at most the number of options'],
    [{ min_ranked: 6 }, 'The number of options to rank must be at least 1 and at most the number of options'],
  ])('refuses %j for five options', async (settings, message) => {
    await expectRefusal(host.client, 'create_poll', { title: 'Council', options: FIVE, ...settings }, { message, code: '22023' });
  });

  it('counts the options that are left after blanks are dropped', async () => {
    await expectRefusal(host.client, 'create_poll', { title: 'Council', options: ['Ada', ' ', 'Ben'], seats: 2 }, {
      message: 'The number of winners must be at least 1 and less than the number of options',
      code: '22023',
    });
  });

  it('holds the ranges in the table too', async () => {
    const poll = await election({});
    await expect(pool.query('update public.polls set seats = 0 where id = $1', [poll.id])).rejects.toThrow(/polls_seats_range/);
    await expect(pool.query('update public.polls set min_ranked = 0 where id = $1', [poll.id])).rejects.toThrow(/polls_min_ranked_range/);
  });
});

describe('submit_vote with partial rankings', () => {
  it('takes a ranking of at least the minimum only when the poll allows it', async () => {
    const partial = await election({ seats: 2, min_ranked: 2 });
    const full = await election({ seats: 2 });
    const voters = await Promise.all([0, 1, 2].map(() => joinedVoter(partial.id)));
    const fullVoter = await joinedVoter(full.id);
    await setStatus(host.client, partial.id, 'voting');
    await setStatus(host.client, full.id, 'voting');
    const [ann, bob, cat] = voters as [(typeof voters)[number], (typeof voters)[number], (typeof voters)[number]];

    const atLeastTwo = { message: 'Please rank at least 2 options', code: '22023' };
    await expectRefusal(ann.client, 'submit_vote', { poll_id: partial.id, ranking: ['option_3'] }, atLeastTwo);
    await expectRefusal(ann.client, 'submit_vote', { poll_id: partial.id, ranking: [] }, atLeastTwo);
    await expectRefusal(ann.client, 'submit_vote', { poll_id: partial.id, ranking: ['option_3', 'option_3'] }, {
      message: 'Each option can be ranked only once',
      code: '22023',
    });
    await expectRefusal(ann.client, 'submit_vote', { poll_id: partial.id, ranking: ['option_3', 'option_6'] }, {
      message: 'The ranking holds an option that is not in this poll',
      code: '22023',
    });
    await expectRefusal(ann.client, 'submit_vote', { poll_id: partial.id, ranking: [['option_3'], ['option_1']] }, {
      message: 'A ranking must be a plain list of option ids, first choice first',
      code: '22023',
    });
    await vote(ann.client, partial.id, ['option_3', 'option_1']);
    await vote(bob.client, partial.id, ['option_5', 'option_4', 'option_3']);
    await vote(cat.client, partial.id, ['option_1', 'option_2', 'option_3', 'option_4', 'option_5']);

    // The same two choices in a poll that asks for every option.
    await expectRefusal(fullVoter.client, 'submit_vote', { poll_id: full.id, ranking: ['option_3', 'option_1'] }, {
      message: 'A ballot must rank every option of this poll exactly once',
      code: '22023',
    });

    const { rows } = await pool.query('select ranking, ballot_count from public.ballots where poll_id = $1 order by ranking', [partial.id]);
    expect(rows).toEqual([
      { ranking: ['option_1', 'option_2', 'option_3', 'option_4', 'option_5'], ballot_count: 1 },
      { ranking: ['option_3', 'option_1'], ballot_count: 1 },
      { ranking: ['option_5', 'option_4', 'option_3'], ballot_count: 1 },
    ]);
  });

  it('with a minimum of 1 takes a single choice, and says "option" for one', async () => {
    const poll = await election({ min_ranked: 1 });
    const voter = await joinedVoter(poll.id);
    await setStatus(host.client, poll.id, 'voting');
    await expectRefusal(voter.client, 'submit_vote', { poll_id: poll.id, ranking: [] }, { message: 'Please rank at least 1 option', code: '22023' });
    await vote(voter.client, poll.id, ['option_4']);
  });

  it('holds the poll’s minimum for every writer of the ballots table, service_role included', async () => {
    const poll = await election({ min_ranked: 3 });
    await setStatus(host.client, poll.id, 'voting');
    const { error } = await serviceClient().from('ballots').insert({ poll_id: poll.id, ranking: ['option_1', 'option_2'], ballot_count: 1 });
    expect(error).toMatchObject({ code: '22023', message: 'Please rank at least 3 options' });
    const accepted = await serviceClient().from('ballots').insert({ poll_id: poll.id, ranking: ['option_1', 'option_2', 'option_3'], ballot_count: 1 });
    expect(accepted.error).toBeNull();
  });
});

describe('the results of an election', () => {
  it('give the seats and the rankings as cast; a stored row below the minimum is reported, not counted', async () => {
    const poll = await election({ seats: 3, min_ranked: 2 });
    const voters = await Promise.all([0, 1, 2, 3].map(() => joinedVoter(poll.id)));
    await setStatus(host.client, poll.id, 'voting');
    const rankings = [['option_1', 'option_2'], ['option_1', 'option_2'], ['option_2', 'option_5', 'option_4'], ['option_3', 'option_4', 'option_5', 'option_1', 'option_2']];
    for (const [i, voter] of voters.entries()) await vote(voter.client, poll.id, rankings[i]!);
    // Only an operator bypassing the trigger could store it.
    await asOperator(pool, `insert into public.ballots values ('${poll.id}', '{option_4}', 2)`);
    await setStatus(host.client, poll.id, 'completed');

    const results = await call<PollResults>(anonClient(), 'get_poll_results', { poll_id: poll.id });
    expect(results.poll).toMatchObject({ seats: 3, minRanked: 2, status: 'completed' });
    expect(results).toMatchObject({
      ballots: [
        { ranking: ['option_1', 'option_2'], count: 2 },
        { ranking: ['option_2', 'option_5', 'option_4'], count: 1 },
        { ranking: ['option_3', 'option_4', 'option_5', 'option_1', 'option_2'], count: 1 },
      ],
      totalVotes: 4,
      invalidBallots: 2,
    });
  });
});
