import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { authFetch, authUrl, PASSWORD, signedUpClient } from '../support/auth.js';
import { stack, uniqueEmail } from '../support/clients.js';

/** GoTrue's 2024-01-01 error body: { code, message }, both strings. */
async function expectGoTrueError(response: Response, label: string, status?: number) {
  const body = (await response.json().catch(() => null)) as { code?: unknown; message?: unknown } | null;
  expect(response.status, `${label}: ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
  expect(response.status, `${label}: ${JSON.stringify(body)}`).toBeLessThan(500);
  if (status) expect(response.status, label).toBe(status);
  expect(typeof body?.code, label).toBe('string');
  expect(typeof body?.message, label).toBe('string');
}

describe('malformed input to /auth/v1 gets a GoTrue 4xx', () => {
  it('NUL characters in sign-up metadata, e-mail, password, token hash (POST and GET) and PUT /user data', async () => {
    const { session } = await signedUpClient();
    const cases: Array<[string, string, RequestInit & { token?: string }]> = [
      ['sign-up metadata', '/signup', { method: 'POST', body: JSON.stringify({ data: { name: 'a\u0000b' } }) }],
      ['sign-up metadata key', '/signup', { method: 'POST', body: JSON.stringify({ data: { 'a\u0000': 1 } }) }],
      ['sign-up e-mail', '/signup', { method: 'POST', body: JSON.stringify({ email: `a\u0000${uniqueEmail()}`, password: PASSWORD }) }],
      ['sign-in e-mail', '/token?grant_type=password', { method: 'POST', body: JSON.stringify({ email: 'x\u0000@example.com', password: PASSWORD }) }],
      ['sign-in password', '/token?grant_type=password', { method: 'POST', body: JSON.stringify({ email: 'x@example.com', password: 'a\u0000bcdef' }) }],
      ['verify token hash', '/verify', { method: 'POST', body: JSON.stringify({ type: 'recovery', token_hash: 'ab\u0000cd' }) }],
      ['verify e-mail', '/verify', { method: 'POST', body: JSON.stringify({ type: 'recovery', email: 'x\u0000@example.com', token: '123456' }) }],
      ['recover', '/recover', { method: 'POST', body: JSON.stringify({ email: 'x\u0000@example.com' }) }],
      ['refresh token', '/token?grant_type=refresh_token', { method: 'POST', body: JSON.stringify({ refresh_token: 'ab\u0000c' }) }],
      ['PUT /user data', '/user', { method: 'PUT', token: session.access_token, body: JSON.stringify({ data: { bio: 'x\u0000' } }) }],
      ['PUT /user e-mail', '/user', { method: 'PUT', token: session.access_token, body: JSON.stringify({ email: 'x\u0000@example.com' }) }],
      ['deep JSON', '/signup', { method: 'POST', body: JSON.stringify({ data: JSON.parse('{"a":'.repeat(200) + '1' + '}'.repeat(200)) }) }],
      ['form body', '/token?grant_type=password', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'email=a&password=b' }],
      ['text body', '/signup', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hello' }],
      ['array body', '/signup', { method: 'POST', body: '[1,2]' }],
      ['wrong types', '/signup', { method: 'POST', body: JSON.stringify({ email: 5, password: ['x'] }) }],
      ['metadata as string', '/signup', { method: 'POST', body: JSON.stringify({ data: 'x' }) }],
    ];
    for (const [label, path, init] of cases) await expectGoTrueError(await authFetch(path, init), label);

    // GET /verify answers by redirect; a NUL in its token is refused up front.
    const get = await fetch(`${authUrl}/verify?type=recovery&token=ab%00cd&redirect_to=http://localhost:3000`, { redirect: 'manual', headers: { 'x-supabase-api-version': '2024-01-01' } });
    await expectGoTrueError(get, 'GET /verify token', 400);
  });

  it('an invalid X-Forwarded-For never reaches the inet column', async () => {
    for (const value of ['not-an-ip', '1.2.3.999', "1.2.3.4'; drop table x;--", 'x'.repeat(3000)]) {
      const response = await authFetch('/signup', { method: 'POST', body: '{}', headers: { 'x-forwarded-for': value } });
      expect(response.status, value).toBe(200);
    }
  });

  it('oversized JSON is 413', async () => {
    await expectGoTrueError(
      await authFetch('/signup', { method: 'POST', body: JSON.stringify({ data: { x: 'y'.repeat(200_000) } }) }),
      'oversized',
      413,
    );
  });
});

/**
 * Thousands of generated hostile requests across every auth endpoint: each answer is a 2xx/3xx where
 * the input happens to be valid, otherwise a 4xx in GoTrue's shape; never a 5xx. The shared test stack
 * runs with raised rate limits, so the run measures the handlers, not 429s.
 */
describe('property: no input makes /auth/v1 fail with a 5xx', () => {
  const hostileString = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.constantFrom('', '\u0000', 'a\u0000b', '\ud800', '💥'.repeat(50), '%00', '../../etc/passwd', "'; drop table auth.users; --", 'x'.repeat(300), 'null', '{}'),
    fc.emailAddress(),
    fc.uuid(),
  );
  const jsonValue = fc.oneof(hostileString, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(hostileString, { maxLength: 3 }), fc.dictionary(hostileString, hostileString, { maxKeys: 3 }));
  const body = fc.oneof(
    fc.record(
      {
        email: jsonValue, password: jsonValue, phone: jsonValue, data: jsonValue, token: jsonValue, token_hash: jsonValue,
        type: fc.oneof(jsonValue, fc.constantFrom('recovery', 'signup', 'email', 'email_change', 'magiclink', 'invite', 'sms')),
        refresh_token: jsonValue, redirect_to: jsonValue, app_metadata: jsonValue, code_challenge: jsonValue,
      },
      { requiredKeys: [] },
    ).map((o) => JSON.stringify(o)),
    fc.string({ unit: 'binary', maxLength: 60 }),
    fc.constantFrom('', '{', '[]', 'null', '1e999', '"x"', '{"email":{"$ne":null}}'),
  );
  const ENDPOINTS: Array<[string, string]> = [
    ['POST', '/signup'], ['POST', '/token?grant_type=password'], ['POST', '/token?grant_type=refresh_token'], ['POST', '/token?grant_type=pkce'],
    ['POST', '/token'], ['POST', '/recover'], ['POST', '/verify'], ['GET', '/verify'], ['GET', '/user'], ['PUT', '/user'], ['POST', '/logout'],
    ['GET', '/settings'], ['GET', '/health'], ['POST', '/otp'], ['POST', '/magiclink'], ['POST', '/resend'], ['GET', '/authorize'],
    ['POST', '/factors'], ['GET', '/admin/users'], ['DELETE', '/user'], ['PATCH', '/token'], ['GET', '/nope'],
  ];
  const endpoint = fc.constantFrom(...ENDPOINTS);
  const request = fc.record({
    endpoint,
    body,
    query: fc.array(fc.tuple(fc.constantFrom('type', 'token', 'redirect_to', 'grant_type', 'scope', 'email'), hostileString), { maxLength: 3 }),
    contentType: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', undefined),
    authorization: fc.oneof(fc.constant(undefined), fc.constant(`Bearer ${stack.anonKey}`), hostileString.map((s) => `Bearer ${s}`)),
    forwardedFor: fc.oneof(fc.constant(undefined), hostileString, fc.ipV4(), fc.ipV6()),
    apiVersion: fc.constantFrom(undefined, '2024-01-01', 'garbage', '1999-01-01'),
  });

  it('answers 10,000 generated requests without a 5xx', async () => {
    const headerSafe = (s: string) => s.replace(/[^\x20-\x7e]/g, '');
    const failures: string[] = [];
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(request, { minLength: 50, maxLength: 50 }), async (batch) => {
        await Promise.all(
          batch.map(async (r) => {
            const [method, path] = r.endpoint;
            const url = new URL(`${authUrl}${path}`);
            for (const [key, value] of r.query) url.searchParams.append(key, value);
            const headers: Record<string, string> = {};
            if (r.contentType) headers['content-type'] = r.contentType;
            if (r.authorization) headers.authorization = headerSafe(r.authorization);
            if (r.forwardedFor !== undefined) headers['x-forwarded-for'] = headerSafe(r.forwardedFor);
            if (r.apiVersion) headers['x-supabase-api-version'] = r.apiVersion;
            const response = await fetch(url, { method, headers, body: method === 'GET' ? undefined : r.body, redirect: 'manual' });
            sent += 1;
            const text = await response.text();
            if (response.status >= 500) failures.push(`${method} ${url.pathname}${url.search} ${r.body.slice(0, 200)} -> ${response.status} ${text.slice(0, 200)}`);
            else if (response.status >= 400) {
              const parsed = JSON.parse(text) as Record<string, unknown>;
              if (!(('code' in parsed && ('message' in parsed || 'msg' in parsed)) || 'error' in parsed)) failures.push(`${method} ${path}: not GoTrue's shape: ${text}`);
            }
          }),
        );
        return failures.length === 0;
      }),
      { numRuns: 200, endOnFailure: true },
    );
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(10_000);
  }, 300_000);
});
