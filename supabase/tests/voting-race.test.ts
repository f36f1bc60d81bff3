import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { superuserPool } from '../local/test/support/clients.js';
import { call, callFailing, type Person, signUp } from './support/people.js';
import { createPoll, joinedVoter, setStatus } from './support/polls.js';

// A vote and the end of voting racing each other: the poll row lock orders them, so a ballot is
// either stored before the poll completes or refused after it.
const pool = superuserPool();
let host: Person;

beforeAll(async () => {
  host = await signUp('Racing Rosa');
});
afterAll(() => pool.end());

/** Runs fn inside an open transaction as the given user, leaving it uncommitted until finish() is called. */
async function openTransactionAs(userId: string, sql: string, params: unknown[]) {
  const client = await pool.connect();
  await client.query('begin');
  await client.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: userId, role: 'authenticated' })]);
  await client.query('set local role authenticated');
  await client.query(sql, params);
  return {
    finish: async () => {
      await client.query('commit');
      client.release();
    },
  };
}

const ranking = ['option_1', 'option_2', 'option_3'];
const settledWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise.then(() => true, () => true), new Promise((r) => setTimeout(() => r(false), ms))]);

describe('a vote racing the end of voting', () => {
  it('waits while the host is ending voting, then is refused: no ballot after the end', async () => {
    const poll = await createPoll(host.client);
    const voter = await joinedVoter(poll.id);
    await setStatus(host.client, poll.id, 'voting');

    const ending = await openTransactionAs(host.id, `select public.update_poll_status($1, 'completed')`, [poll.id]);
    const submit = callFailing(voter.client, 'submit_vote', { poll_id: poll.id, ranking });
    expect(await settledWithin(submit, 500)).toBe(false);
    await ending.finish();

    expect(await submit).toMatchObject({ message: 'Voting is not currently open for this poll' });
    const { rows } = await pool.query('select count(*)::int as n from public.ballots where poll_id = $1', [poll.id]);
    expect(rows[0].n).toBe(0);
  });

  it('makes the end of voting wait for a vote in flight, which is then counted', async () => {
    const poll = await createPoll(host.client);
    const voter = await joinedVoter(poll.id);
    await setStatus(host.client, poll.id, 'voting');

    const voting = await openTransactionAs(voter.id, `select public.submit_vote($1, $2)`, [poll.id, ranking]);
    const end = setStatus(host.client, poll.id, 'completed');
    expect(await settledWithin(end, 500)).toBe(false);
    await voting.finish();
    expect(await end).toMatchObject({ status: 'completed', isActive: false });

    const results = await call<{ totalVotes: number }>(host.client, 'get_poll_results', { poll_id: poll.id });
    expect(results.totalVotes).toBe(1);
  });

  it('keeps ballots equal to voters when many votes race the end', async () => {
    const poll = await createPoll(host.client);
    const voters = await Promise.all(Array.from({ length: 12 }, () => joinedVoter(poll.id)));
    await setStatus(host.client, poll.id, 'voting');
    const outcomes = await Promise.all([
      ...voters.map((v) => v.client.rpc('submit_vote', { poll_id: poll.id, ranking })),
      setStatus(host.client, poll.id, 'completed').then(() => null),
    ]);
    const accepted = outcomes.filter((o) => o && !o.error).length;
    for (const o of outcomes) if (o?.error) expect(o.error.message).toBe('Voting is not currently open for this poll');
    const { rows } = await pool.query(
      `select (select coalesce(sum(ballot_count), 0) from public.ballots where poll_id = $1)::int as ballots,
              (select count(*) from public.participants where poll_id = $1 and has_voted)::int as voted`,
      [poll.id],
    );
    expect(rows[0]).toEqual({ ballots: accepted, voted: accepted });
  });
});
