import { randomInt } from 'node:crypto';
import { createClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/config.js';
import { readProjectConfig } from '../../src/security/project-config.js';
import { PASSWORD, signedUpClient } from '../support/auth.js';
import { stack } from '../support/clients.js';
import { startOwnGateway, type OwnGateway } from '../support/own-gateway.js';
import { signUp } from '../../../tests/support/people.js';
import { createPoll } from '../../../tests/support/polls.js';

// A gateway with config.toml's real [auth.rate_limit] values that believes X-Forwarded-For from
// 127.0.0.1, so each test can speak from an address of its own (the documentation range 203.0.113.0/24).
let gateway: OwnGateway;
const limits = readProjectConfig(loadConfig().workdir).rateLimits;

beforeAll(async () => {
  gateway = await startOwnGateway(10, { trustedProxies: ['127.0.0.1'] });
});
afterAll(async () => {
  await gateway.close();
});

let nextAddress = 0;
const freshAddress = () => `203.0.113.${(nextAddress += 1)}`;

function post(path: string, body: unknown, from: string, token?: string) {
  return fetch(`${gateway.url}/auth/v1${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': from,
      'x-supabase-api-version': '2024-01-01',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

/** Runs `count` jobs, `width` at a time, and returns their results in order. */
async function inBatches<T>(count: number, width: number, job: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < count; start += width) {
    results.push(...(await Promise.all(Array.from({ length: Math.min(width, count - start) }, (_, k) => job(start + k)))));
  }
  return results;
}

describe('auth limits read from config.toml', () => {
  it('uses the [auth.rate_limit] values of supabase/config.toml', () => {
    expect(gateway.config.rateLimits).toEqual(limits);
    expect(limits.anonymousUsers).toBeGreaterThanOrEqual(500);
  });

  it('lets 500 people behind one address sign in anonymously and join one poll, and stops a script at the hourly limit', async () => {
    const host = await signUp('Teacher');
    const poll = await createPoll(host.client);
    const classroom = freshAddress();
    const started = Date.now();
    const joined = await inBatches(500, 25, async (i) => {
      const signIn = await post('/signup', {}, classroom);
      expect(signIn.status).toBe(200);
      const { access_token } = (await signIn.json()) as { access_token: string };
      const client = createClient(gateway.url, stack.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        realtime: { transport: WebSocket as unknown as NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport'] },
        global: { headers: { authorization: `Bearer ${access_token}`, 'x-forwarded-for': classroom } },
      });
      const { error } = await client.rpc('join_poll', { poll_id: poll.id, name: `Student ${i}` });
      return error?.message ?? 'joined';
    });
    expect(joined.filter((r) => r !== 'joined')).toEqual([]);

    // The same address goes on to the hourly allowance (plus what refilled meanwhile), and no further.
    let accepted = 500;
    for (let batch = 0; batch < 30; batch += 1) {
      const statuses = await inBatches(50, 50, async () => (await post('/signup', {}, classroom)).status);
      accepted += statuses.filter((s) => s === 200).length;
      if (statuses.includes(429)) break;
    }
    const refilled = Math.ceil(((Date.now() - started) / 1000) * (limits.anonymousUsers / 3600));
    expect(accepted).toBeGreaterThanOrEqual(limits.anonymousUsers);
    expect(accepted).toBeLessThanOrEqual(limits.anonymousUsers + refilled + 1);
    const over = await post('/signup', {}, classroom);
    expect(await over.json()).toEqual({ code: 'over_request_rate_limit', message: 'Request rate limit reached' });
    // Another address is not affected.
    expect((await post('/signup', {}, freshAddress())).status).toBe(200);
  }, 240_000);

  it('limits /token per address: password guesses and refreshes get a burst of 30, then 5 a second', async () => {
    const { email } = await signedUpClient();
    const from = freshAddress();
    // Each wrong password costs the server a bcrypt comparison (~0.1-0.5 s here), slower than the bucket
    // refills; requests that fail before the comparison show the bucket itself.
    const statuses = await inBatches(80, 40, async (i) =>
      (await post(`/token?grant_type=${i % 2 ? 'password' : 'refresh_token'}`, i % 2 ? { email: '', password: 'x' } : { refresh_token: '' }, from)).status,
    );
    expect(statuses.filter((s) => s === 400).length).toBeGreaterThanOrEqual(30);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(30);
    expect(statuses.every((s) => s === 400 || s === 429)).toBe(true);
    const guess = await post('/token?grant_type=password', { email, password: 'wrong-guess' }, from);
    expect(guess.status).toBe(429);
    // The owner, elsewhere, still signs in.
    expect((await post('/token?grant_type=password', { email, password: PASSWORD }, freshAddress())).status).toBe(200);
  }, 90_000);

  it('never lets 1,000 wrong recovery codes, each from a new address, reach the right one', async () => {
    const { email } = await signedUpClient();
    expect((await post('/recover', { email }, freshAddress())).status).toBe(200);
    const [message] = gateway.mailbox.list(email);
    const right = message!.otp;
    const wrongCodes = new Set<string>();
    while (wrongCodes.size < 1000) {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      if (code !== right) wrongCodes.add(code);
    }
    let address = 0;
    const statuses = await inBatches(1000, 50, async (i) => {
      address += 1;
      const from = `198.51.${Math.floor(address / 250)}.${address % 250}`;
      return (await post('/verify', { type: 'recovery', email, token: [...wrongCodes][i] }, from)).status;
    });
    const tried = statuses.filter((s) => s === 403).length;
    // The per-e-mail allowance (10 per 15 minutes), plus at most one refilled during the test.
    expect(tried).toBeGreaterThanOrEqual(gateway.config.verifyAttemptsPerEmail);
    expect(tried).toBeLessThanOrEqual(gateway.config.verifyAttemptsPerEmail + 1);
    expect(statuses.filter((s) => s === 429).length).toBe(1000 - tried);
    // The right code, now, is refused as well: the limit is the e-mail's, not the caller's.
    const rightAttempt = await post('/verify', { type: 'recovery', email, token: right }, freshAddress());
    expect(rightAttempt.status).toBe(429);
    expect(await rightAttempt.json()).toEqual({ code: 'over_request_rate_limit', message: 'Request rate limit reached' });
  }, 60_000);

  it('limits /verify per address too', async () => {
    const from = freshAddress();
    const statuses = await inBatches(35, 35, async (i) =>
      (await post('/verify', { type: 'recovery', email: `nobody-${i}@example.com`, token: '123456' }, from)).status,
    );
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(4);
  });

  it('answers a second reset e-mail within max_frequency with over_email_send_rate_limit', async () => {
    const { email } = await signedUpClient();
    expect((await post('/recover', { email }, freshAddress())).status).toBe(200);
    const again = await post('/recover', { email }, freshAddress());
    expect(again.status).toBe(429);
    expect(((await again.json()) as { code: string }).code).toBe('over_email_send_rate_limit');
  });

  it('ignores X-Forwarded-For from an untrusted peer and never fails on a malformed one', async () => {
    for (const value of ['not-an-ip', '999.1.1.1', '::ffff:zz', ',', ' , 1.2.3.4', '1.2.3.4\tx', 'a'.repeat(5000), '2001:db8::1, 10.0.0.1', '']) {
      const response = await post('/signup', {}, value);
      expect(response.status, JSON.stringify(value)).toBe(200);
      // And through the shared stack, which trusts no proxy.
      const direct = await fetch(`${stack.url}/auth/v1/signup`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': value }, body: '{}' });
      expect(direct.status, JSON.stringify(value)).toBe(200);
    }
  });
});
