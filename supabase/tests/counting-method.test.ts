import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, stack, superuserPool } from '../local/test/support/clients.js';
import { call, callFailing, type Person, signUp } from './support/people.js';
import { joinedVoter, type Poll, type PollResults, setStatus, vote } from './support/polls.js';

// Issue 31: the poll's counting method, chosen on create_poll and held by the table; every read gives it.
const pool = superuserPool();
let host: Person;

beforeAll(async () => {
  host = await signUp('Method Maud');
});
afterAll(() => pool.end());

const FOUR = ['Ada', 'Ben', 'Cy', 'Dee'];
const ONE_WINNER = ['schulze', 'ranked-pairs', 'minimax', 'copeland', 'borda', 'plurality'];

async function tokenOf(person: Person): Promise<string> {
  const { data } = await person.client.auth.getSession();
  return data.session!.access_token;
}

/** POST /rest/v1/rpc/create_poll exactly as a script would send it. */
async function rawCreate(body: string, token: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${stack.url}/rest/v1/rpc/create_poll`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('create_poll: the counting method', () => {
  it('counts by the instant runoff unless the host chooses otherwise, as the spec says', async () => {
    const poll = await call<Poll>(host.client, 'create_poll', { title: 'Lunch', options: ['Pizza', 'Sushi'] });
    expect(poll.countingMethod).toBe('irv');
    const stated = await call<Poll>(host.client, 'create_poll', { title: 'Lunch', options: ['Pizza', 'Sushi'], counting_method: null });
    expect(stated.countingMethod).toBe('irv');
  });

  it.each(ONE_WINNER)('keeps %s, and every read of the poll gives it', async (method) => {
    const poll = await call<Poll>(host.client, 'create_poll', { title: 'Council', options: FOUR, counting_method: method });
    expect(poll.countingMethod).toBe(method);
    expect((await call<Poll>(anonClient(), 'get_poll', { poll_id: poll.id })).countingMethod).toBe(method);
    expect((await call<PollResults>(host.client, 'get_poll_results', { poll_id: poll.id })).poll.countingMethod).toBe(method);
    const mine = await call<Poll[]>(host.client, 'get_my_polls');
    expect(mine.find((p) => p.id === poll.id)?.countingMethod).toBe(method);
  });

  it('keeps the single transferable vote for several seats', async () => {
    const poll = await call<Poll>(host.client, 'create_poll', { title: 'Board', options: FOUR, seats: 2, counting_method: 'irv' });
    expect(poll).toMatchObject({ seats: 2, countingMethod: 'irv' });
  });

  it.each(['stv', 'Schulze', 'schulze ', '', 'x'.repeat(10_000)])('refuses the unknown method %j by its id', async (method) => {
    const error = await callFailing(host.client, 'create_poll', { title: 'Council', options: FOUR, counting_method: method });
    expect({ id: error.hint, code: error.code }).toEqual({ id: 'poll.counting_method_unknown', code: '22023' });
  });

  it.each(ONE_WINNER)('refuses %s with several seats by its id, with the values', async (method) => {
    const error = await callFailing(host.client, 'create_poll', { title: 'Council', options: FOUR, seats: 2, counting_method: method });
    expect({ id: error.hint, code: error.code }).toEqual({ id: 'poll.counting_method_one_winner', code: '22023' });
    expect(JSON.parse(error.details)).toEqual({ method, seats: 2 });
  });

  it('holds the list and the one-seat rule in the table too', async () => {
    const poll = await call<Poll>(host.client, 'create_poll', { title: 'Council', options: FOUR, counting_method: 'borda' });
    await expect(pool.query("update public.polls set counting_method = 'kemeny' where id = $1", [poll.id])).rejects.toThrow(/polls_counting_method_known/);
    await expect(pool.query('update public.polls set seats = 2 where id = $1', [poll.id])).rejects.toThrow(/polls_counting_method_seats/);
  });
});

describe('create_poll over raw HTTP (/rest/v1/rpc/create_poll)', () => {
  it.each([
    ['a number', '7', 'poll.counting_method_unknown'],
    ['an array', '["schulze"]', 'poll.counting_method_unknown'],
    ['an object', '{"method":"schulze"}', 'poll.counting_method_unknown'],
    ['SQL in the name', `"schulze'); drop table public.polls; --"`, 'poll.counting_method_unknown'],
  ])('answers %s as a method with a 400 and its id', async (_, method, id) => {
    const token = await tokenOf(host);
    const answer = await rawCreate(`{"title":"Crafted","options":["A","B","C"],"counting_method":${method}}`, token);
    expect({ status: answer.status, id: answer.body.hint }).toEqual({ status: 400, id });
  });

  it('refuses a one-winner method with several seats even when the browser is skipped', async () => {
    const token = await tokenOf(host);
    const answer = await rawCreate('{"title":"Crafted","options":["A","B","C"],"seats":2,"counting_method":"minimax"}', token);
    expect({ status: answer.status, id: answer.body.hint }).toEqual({ status: 400, id: 'poll.counting_method_one_winner' });
  });

  it('takes a crafted well-formed request and the completed results carry the method', async () => {
    const token = await tokenOf(host);
    const answer = await rawCreate('{"title":"Crafted","options":["A","B","C"],"counting_method":"ranked-pairs"}', token);
    expect(answer.status).toBe(200);
    const poll = answer.body as unknown as Poll;
    const voter = await joinedVoter(poll.id);
    await setStatus(host.client, poll.id, 'voting');
    await vote(voter.client, poll.id, ['option_2', 'option_1', 'option_3']);
    await setStatus(host.client, poll.id, 'completed');
    const results = await call<PollResults>(host.client, 'get_poll_results', { poll_id: poll.id });
    expect(results.poll.countingMethod).toBe('ranked-pairs');
    expect(results.ballots).toEqual([{ ranking: ['option_2', 'option_1', 'option_3'], count: 1 }]);
  });
});
