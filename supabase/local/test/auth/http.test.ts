import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, stack, superuserPool } from '../support/clients.js';
import { withSchemaReload } from '../support/sql-fixture.js';
import { authFetch, authUrl, signedUpClient } from '../support/auth.js';

const pool = superuserPool();

beforeAll(async () => {
  await withSchemaReload(
    pool,
    `create or replace function public.test_auth_claims() returns jsonb language sql stable as $$
       select jsonb_build_object('uid', auth.uid(), 'role', auth.role(), 'email', auth.email(), 'claims', auth.jwt())
     $$;
     grant execute on function public.test_auth_claims() to anon, authenticated;`,
  );
});

afterAll(async () => {
  await withSchemaReload(pool, 'drop function if exists public.test_auth_claims()');
  await pool.end();
});

describe('/auth/v1 over HTTP', () => {
  it('asks for no API key, as the Supabase CLI’s gateway (Kong) does not for /auth/v1', async () => {
    const missing = await fetch(`${authUrl}/settings`);
    expect(missing.status).toBe(200);
    const anonymous = await fetch(`${authUrl}/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(anonymous.status).toBe(200);
    expect(await anonymous.json()).toMatchObject({ user: { is_anonymous: true } });
  });

  it('answers GoTrue endpoints it does not serve in GoTrue’s error shape', async () => {
    for (const [path, method, status, code] of [
      ['/resend', 'POST', 422, 'email_provider_disabled'],
      ['/factors', 'POST', 422, 'mfa_totp_enroll_not_enabled'],
      ['/admin/users', 'GET', 403, 'not_admin'],
      ['/token', 'GET', 405, 'validation_failed'],
      ['/no-such-endpoint', 'GET', 404, 'not_found'],
    ] as const) {
      const response = await fetch(`${authUrl}${path}`, { method, headers: { 'x-supabase-api-version': '2024-01-01' } });
      expect(response.status, path).toBe(status);
      expect(await response.json(), path).toEqual({ code, message: expect.any(String) });
    }
  });

  it('answers settings and health in GoTrue’s shape', async () => {
    const settings = await (await authFetch('/settings')).json();
    expect(settings).toMatchObject({ disable_signup: false, mailer_autoconfirm: true, external: { email: true, anonymous_users: true, phone: false } });
    expect(await (await authFetch('/health')).json()).toMatchObject({ name: 'GoTrue' });
  });

  it('writes errors for the 2024-01-01 API version with the version header', async () => {
    const response = await authFetch('/token?grant_type=password', { method: 'POST', body: JSON.stringify({ email: 'x@example.com', password: 'whatever' }) });
    expect(response.status).toBe(400);
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await response.json()).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' });
  });

  it('writes legacy errors to clients that send no version', async () => {
    const response = await authFetch('/token?grant_type=password', { apiVersion: null, method: 'POST', body: JSON.stringify({ email: 'x@example.com', password: 'whatever' }) });
    expect(response.headers.get('x-supabase-api-version')).toBeNull();
    expect(await response.json()).toEqual({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' });
  });

  it('refuses a request without a bearer token and an unparsable body', async () => {
    const response = await fetch(`${authUrl}/user`, { headers: { apikey: stack.anonKey, 'x-supabase-api-version': '2024-01-01' } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 'no_authorization', message: 'This endpoint requires a valid Bearer token' });
    const bad = await authFetch('/signup', { method: 'POST', body: '{not json' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { code: string }).code).toBe('bad_json');
  });

  it('refuses the anon key as a user token', async () => {
    const response = await authFetch('/user');
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ code: 'bad_jwt', message: 'invalid claim: missing sub claim' });
  });

  it('answers browser preflights and allows a configured app origin (site_url)', async () => {
    const preflight = await fetch(`${authUrl}/token?grant_type=password`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST', 'access-control-request-headers': 'apikey, content-type, x-supabase-api-version' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-supabase-api-version');
    const answer = await authFetch('/settings', { headers: { origin: 'http://localhost:3000' } });
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
  });

  it('hands SQL the claims of the user’s access token through REST', async () => {
    const { client, session } = await signedUpClient({ username: 'sql' });
    const { data, error } = await client.rpc('test_auth_claims');
    expect(error).toBeNull();
    expect(data).toMatchObject({
      uid: session.user.id,
      role: 'authenticated',
      email: session.user.email,
      claims: { sub: session.user.id, is_anonymous: false, user_metadata: { username: 'sql' }, aal: 'aal1' },
    });
    const guest = anonClient();
    await guest.auth.signInAnonymously();
    const { data: anonymous } = await guest.rpc('test_auth_claims');
    expect(anonymous).toMatchObject({ role: 'authenticated', claims: { is_anonymous: true } });
  });
});
