import fc from 'fast-check';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stack, superuserPool } from '../local/test/support/clients.js';
import { call, type Person, signInAnonymously, signUp } from './support/people.js';
import { hostileString } from './support/hostile-input.js';
import { type IssuedCode, issueCodes, listPoll } from './support/voter-lists.js';

// Issue 27: guessing printed voting codes stays within its limits (per account, per poll, per address, as
// join codes are limited), and no guess is ever answered with a 5xx.
const pool = superuserPool();
const direct = new pg.Pool({ connectionString: stack.databaseUrl, max: 2 });
direct.on('error', () => {});
let host: Person;
let pollId: string;
let codes: IssuedCode[];
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

beforeAll(async () => {
  host = await signUp('Guarded Gil');
  pollId = (await listPoll(host.client)).id;
  codes = await issueCodes(host.client, pollId, 5);
});
afterEach(async () => {
  await pool.query('update private.voting_code_limits set per_account = 10, per_address = 50, per_poll = 500');
  await pool.query('delete from private.voting_code_misses');
});
afterAll(async () => {
  await pool.end();
  await direct.end();
});

async function tokenOf(person: Person): Promise<string> {
  return (await person.client.auth.getSession()).data.session!.access_token;
}

/** One raw HTTP call to /rest/v1/rpc/redeem_voting_code, as any client can make it. */
async function redeem(token: string, code: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${stack.url}/rest/v1/rpc/redeem_voting_code`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ poll_id: pollId, code }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const wellFormed = fc.array(fc.constantFrom(...ALPHABET), { minLength: 12, maxLength: 12 }).map((chars) => chars.join(''));
const guesses = fc.oneof(
  { weight: 5, arbitrary: wellFormed },
  { weight: 2, arbitrary: wellFormed.map((code) => `${code.slice(0, 4)}-${code.slice(4, 8)} ${code.slice(8)}`.toLowerCase()) },
  { weight: 2, arbitrary: hostileString(['O0I1O0I1O0I1', '\u0000', '%', '_'.repeat(12)]) },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.constant(null), fc.array(fc.string()), fc.object()) },
);

describe('guessing voting codes', () => {
  it('answers 1,000 guesses with 2xx or 4xx, never 5xx, and one account hears "wrong code" at most 10 times', async () => {
    const guesser = await signInAnonymously();
    const token = await tokenOf(guesser);
    const seen = { wrong: 0, redeemed: 0, limited: 0, malformed: 0 };
    await fc.assert(
      fc.asyncProperty(guesses, async (guess) => {
        const { status, body } = await redeem(token, guess);
        expect(status, JSON.stringify(body)).toBeLessThan(500);
        if (status === 200) {
          if (body.redeemed) seen.redeemed += 1;
          else seen.wrong += 1;
        } else if (status === 429) {
          expect(body).toMatchObject({ hint: 'voting_code.too_many_misses' });
          seen.limited += 1;
        } else {
          expect(status).toBe(400);
          seen.malformed += 1;
        }
      }),
      { numRuns: 1000 },
    );
    expect(seen.redeemed).toBe(0);
    expect(seen.wrong).toBe(10);
    expect(seen.limited).toBeGreaterThan(400);
    // Over the limit even a right code is refused to this account; another account redeems it.
    expect((await redeem(token, codes[0]!.code)).status).toBe(429);
    const owner = await signInAnonymously();
    expect(await redeem(await tokenOf(owner), codes[0]!.code)).toEqual({ status: 200, body: { pollId, redeemed: true } });
  }, 120_000);

  it('holds the poll to its wrong codes from every account together', async () => {
    await pool.query('update private.voting_code_limits set per_poll = 3');
    for (let i = 0; i < 3; i += 1) {
      const guesser = await signInAnonymously();
      expect(await call(guesser.client, 'redeem_voting_code', { poll_id: pollId, code: 'ZZZZZZZZZZZZ' })).toMatchObject({ redeemed: false, id: 'voting_code.unknown' });
    }
    const late = await signInAnonymously();
    expect((await redeem(await tokenOf(late), 'ZZZZZZZZZZZY')).status).toBe(429);
    expect((await redeem(await tokenOf(late), codes[1]!.code)).status).toBe(429);
    await pool.query('delete from private.voting_code_misses');
    expect(await redeem(await tokenOf(late), codes[1]!.code)).toMatchObject({ status: 200, body: { redeemed: true } });
  });

  it('holds one address to its wrong codes, counted under the address Cloudflare gives', async () => {
    await pool.query('update private.voting_code_limits set per_address = 2');
    const people = await Promise.all([0, 1, 2].map(() => signInAnonymously()));
    /** The call as PostgREST makes it on hosted: the caller's claims and the request's headers in one transaction. */
    const asRequest = async (userId: string, address: string): Promise<string> => {
      const client = await direct.connect();
      try {
        await client.query('begin');
        await client.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: userId, role: 'authenticated' })]);
        await client.query(`select set_config('request.headers', $1, true)`, [JSON.stringify({ 'cf-connecting-ip': address })]);
        await client.query('set local role authenticated');
        const { rows } = await client.query('select public.redeem_voting_code($1, $2) as result', [pollId, 'ZZZZZZZZZZZZ']);
        await client.query('commit');
        return rows[0].result.id as string;
      } catch (error) {
        await client.query('rollback');
        return (error as { code: string }).code;
      } finally {
        client.release();
      }
    };
    expect(await asRequest(people[0]!.id, '198.51.100.77')).toBe('voting_code.unknown');
    expect(await asRequest(people[1]!.id, '198.51.100.77')).toBe('voting_code.unknown');
    expect(await asRequest(people[2]!.id, '198.51.100.77')).toBe('PT429');
    expect(await asRequest(people[2]!.id, '198.51.100.78')).toBe('voting_code.unknown');
  });
});
