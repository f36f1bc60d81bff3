import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, superuserPool } from '../local/test/support/clients.js';
import { call, expectRefusal, type Person, signInAnonymously, signUp } from './support/people.js';
import { createPoll, setStatus, joinedVoter } from './support/polls.js';

const pool = superuserPool();
const CODE = /^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{6}$/;
let host: Person;

interface Resolved {
  pollId: string | null;
  joinCode: string;
  message?: string;
  poll?: unknown;
}

async function codeOf(pollId: string): Promise<string | null> {
  return (await call<{ joinCode: string | null }>(anonClient(), 'get_join_code', { poll_id: pollId })).joinCode;
}

/** A valid code that no open poll holds (a billion codes; a handful of polls exist here). */
async function freeCode(): Promise<string> {
  const { rows } = await pool.query<{ code: string }>(
    `select private.random_join_code() as code from generate_series(1, 5)
     except select join_code from public.polls where status <> 'completed'`,
  );
  return rows[0]!.code;
}

beforeAll(async () => {
  host = await signUp('Coding Cora');
});
afterAll(() => pool.end());

describe('join codes', () => {
  it('gives every new poll a 6-character code without 0, O, 1 or I, readable by anyone with the poll id', async () => {
    const poll = await createPoll(host.client);
    const code = await codeOf(poll.id);
    expect(code).toMatch(CODE);
    const { rows } = await pool.query('select join_code from public.polls where id = $1', [poll.id]);
    expect(rows[0].join_code).toBe(code);
  });

  it('draws codes that differ from poll to poll', async () => {
    const codes = await Promise.all(Array.from({ length: 8 }, async () => codeOf((await createPoll(host.client)).id)));
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('keeps codes unique among open polls, in the database itself', async () => {
    const first = await createPoll(host.client);
    const second = await createPoll(host.client);
    const code = await codeOf(first.id);
    await expect(pool.query('update public.polls set join_code = $1 where id = $2', [code, second.id])).rejects.toThrow(/polls_open_join_code_key/);
  });

  it('lets a completed poll give its code up to a new poll, and hides it once voting has ended', async () => {
    const done = await createPoll(host.client);
    const code = await codeOf(done.id);
    await joinedVoter(done.id);
    await setStatus(host.client, done.id, 'voting');
    await setStatus(host.client, done.id, 'completed');
    expect(await codeOf(done.id)).toBeNull();
    const fresh = await createPoll(host.client);
    await pool.query('update public.polls set join_code = $1 where id = $2', [code, fresh.id]);
    const visitor = await signInAnonymously();
    expect(await call<Resolved>(visitor.client, 'resolve_join_code', { code })).toMatchObject({ pollId: fresh.id, joinCode: code });
  });

  it('resolves a code typed in any case, with spaces or a dash, to the open poll', async () => {
    const poll = await createPoll(host.client);
    const code = (await codeOf(poll.id)) ?? '';
    const visitor = await signInAnonymously();
    const typed = `${code.slice(0, 3).toLowerCase()}-${code.slice(3)} `;
    expect(await call<Resolved>(visitor.client, 'resolve_join_code', { code: typed })).toMatchObject({ pollId: poll.id, joinCode: code });
  });

  it('gives the poll with its id, exactly as get_poll gives it to the same caller', async () => {
    const poll = await createPoll(host.client);
    const code = (await codeOf(poll.id)) ?? '';
    const visitor = await signInAnonymously();
    const resolved = await call<Resolved>(visitor.client, 'resolve_join_code', { code });
    expect(resolved).toEqual({ pollId: poll.id, joinCode: code, poll: await call(visitor.client, 'get_poll', { poll_id: poll.id }) });
    expect(resolved.poll).toMatchObject({ id: poll.id, status: 'waiting' });
  });

  it('answers an unknown code with no poll', async () => {
    const visitor = await signInAnonymously();
    const asked = await freeCode();
    expect(await call<Resolved>(visitor.client, 'resolve_join_code', { code: asked })).toMatchObject({ pollId: null, joinCode: asked });
  });

  it('answers a completed poll\'s code with a clear message and no poll', async () => {
    const done = await createPoll(host.client);
    const code = (await codeOf(done.id)) ?? '';
    await joinedVoter(done.id);
    await setStatus(host.client, done.id, 'voting');
    await setStatus(host.client, done.id, 'completed');
    const visitor = await signInAnonymously();
    const asked = code;
    expect(await call<Resolved>(visitor.client, 'resolve_join_code', { code: asked })).toEqual({
      pollId: null,
      joinCode: asked,
      message: `No open poll has the code ${asked}. Check the code, or ask the host for the link.`,
    });
  });

  it('refuses malformed codes, with a session or without', async () => {
    const visitor = await signInAnonymously();
    for (const code of ['ABC12', 'ABCDEFG', 'ABCDE0', 'ABCDEI', '', null, 'x'.repeat(10_000)]) {
      await expectRefusal(visitor.client, 'resolve_join_code', { code }, { message: 'A join code has 6 letters and digits', code: '22023' });
      await expectRefusal(anonClient(), 'resolve_join_code', { code }, { message: 'A join code has 6 letters and digits', code: '22023' });
    }
  });

  it('answers a caller without a session, and holds all such callers to 100 wrong codes a minute together', async () => {
    const poll = await createPoll(host.client);
    const real = (await codeOf(poll.id)) ?? '';
    const nobody = anonClient();
    expect(await call<Resolved>(nobody, 'resolve_join_code', { code: real })).toMatchObject({ pollId: poll.id, poll: { id: poll.id } });

    await pool.query(`delete from private.join_code_misses_without_session`);
    for (let i = 0; i < 100; i += 1) {
      expect((await call<Resolved>(i % 2 ? nobody : anonClient(), 'resolve_join_code', { code: await freeCode() })).pollId).toBeNull();
    }
    await expectRefusal(anonClient(), 'resolve_join_code', { code: real }, {
      message: 'Too many wrong codes without a session. Sign in and try again.',
      code: 'PT429',
    });
    expect((await anonClient().rpc('resolve_join_code', { code: real })).status).toBe(429);
    // Signed in, the caller's own limit applies, as before: the way on for everyone the budget turned away.
    const visitor = await signInAnonymously();
    expect(await call<Resolved>(visitor.client, 'resolve_join_code', { code: real })).toMatchObject({ pollId: poll.id });

    await pool.query(`update private.join_code_misses_without_session set window_started_at = now() - interval '61 seconds'`);
    expect(await call<Resolved>(nobody, 'resolve_join_code', { code: real })).toMatchObject({ pollId: poll.id });
    const { rows } = await pool.query(`select misses from private.join_code_misses_without_session`);
    expect(rows).toEqual([{ misses: 0 }]); // a hit opens a new window and is not a miss
  });

  it('stops a user after 10 wrong codes in 10 minutes, and forgets the misses after the window', async () => {
    const guesser = await signInAnonymously();
    const poll = await createPoll(host.client);
    const real = (await codeOf(poll.id)) ?? '';
    for (let i = 0; i < 10; i += 1) {
      const miss = await call<Resolved>(guesser.client, 'resolve_join_code', { code: await freeCode() });
      expect(miss.pollId).toBeNull();
    }
    await expectRefusal(guesser.client, 'resolve_join_code', { code: real }, {
      message: 'Too many wrong codes. Please wait a few minutes and try again.',
      code: 'PT429',
    });
    const { status } = await guesser.client.rpc('resolve_join_code', { code: real });
    expect(status).toBe(429);
    await pool.query(`update private.join_code_misses set window_started_at = now() - interval '11 minutes' where user_id = $1`, [guesser.id]);
    expect(await call<Resolved>(guesser.client, 'resolve_join_code', { code: real })).toMatchObject({ pollId: poll.id, joinCode: real });
  });

  // Each wrong code is counted before it is answered, in one statement, so requests in flight cannot all pass
  // a check made before any of them was counted (100 parallel misses used to get 16 answers, 150 without a
  // session 107). A hit in a burst past the limit is refused too: its 429 tells a guesser nothing.
  it('answers exactly 10 of 100 wrong codes sent at once by one user, and no hit after them', async () => {
    const guesser = await signInAnonymously();
    const poll = await createPoll(host.client);
    const real = (await codeOf(poll.id)) ?? '';
    const codes = await Promise.all(Array.from({ length: 100 }, () => freeCode()));
    const answers = await Promise.all(codes.map((code) => guesser.client.rpc('resolve_join_code', { code })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(90);
    expect((await guesser.client.rpc('resolve_join_code', { code: real })).status).toBe(429);
    const { rows } = await pool.query(`select misses from private.join_code_misses where user_id = $1`, [guesser.id]);
    expect(rows).toEqual([{ misses: 10 }]);
  });

  it('answers exactly 100 of 150 wrong codes sent at once without a session', async () => {
    await pool.query(`delete from private.join_code_misses_without_session`);
    const codes = await Promise.all(Array.from({ length: 150 }, () => freeCode()));
    const answers = await Promise.all(codes.map((code) => anonClient().rpc('resolve_join_code', { code })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(100);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(50);
    const { rows } = await pool.query(`select misses from private.join_code_misses_without_session`);
    expect(rows).toEqual([{ misses: 100 }]);
    await pool.query(`delete from private.join_code_misses_without_session`);
  });

  it('reads "Poll not found" for a code of an unknown poll id', async () => {
    await expectRefusal(anonClient(), 'get_join_code', { poll_id: 'not-a-poll' }, { message: 'Poll not found', code: 'PT404' });
  });
});
