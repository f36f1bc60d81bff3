import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient, stack, superuserPool } from './support/clients.js';
import { withSchemaReload } from './support/sql-fixture.js';
import { signAccessToken } from './support/tokens.js';

const pool = superuserPool();

beforeAll(async () => {
  await withSchemaReload(
    pool,
    `create or replace function public.test_request_identity() returns jsonb
       language sql stable as $$
         select jsonb_build_object('role', current_user, 'uid', auth.uid(), 'auth_role', auth.role(),
                                   'email', auth.email(), 'claims', auth.jwt())
       $$;
     grant execute on function public.test_request_identity() to anon, authenticated, service_role;`,
  );
});

afterAll(async () => {
  await withSchemaReload(pool, 'drop function if exists public.test_request_identity()');
  await pool.end();
});

describe('/rest/v1 through the gateway', () => {
  it('refuses a request without an API key, as Supabase does', async () => {
    const response = await fetch(`${stack.url}/rest/v1/rpc/test_request_identity`, { method: 'POST' });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: 'No API key found in request' });
  });

  it('refuses an unknown API key', async () => {
    const response = await fetch(`${stack.url}/rest/v1/rpc/test_request_identity`, {
      method: 'POST',
      headers: { apikey: 'not-a-key' },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: 'Invalid API key' });
  });

  it('runs an anon request as the anon role', async () => {
    const { data, error } = await anonClient().rpc('test_request_identity');
    expect(error).toBeNull();
    expect(data).toMatchObject({ role: 'anon', uid: null, auth_role: 'anon' });
  });

  it('runs a service_role request as service_role', async () => {
    const { data, error } = await serviceClient().rpc('test_request_identity');
    expect(error).toBeNull();
    expect(data).toMatchObject({ role: 'service_role', auth_role: 'service_role' });
  });

  it('shows a user token’s claims to SQL', async () => {
    const sub = crypto.randomUUID();
    const token = await signAccessToken({ sub, email: 'claims@example.com', session_id: crypto.randomUUID() });
    const response = await fetch(`${stack.url}/rest/v1/rpc/test_request_identity`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { role: string; uid: string; email: string; claims: Record<string, unknown> };
    expect(body).toMatchObject({ role: 'authenticated', uid: sub, email: 'claims@example.com' });
    expect(body.claims).toMatchObject({ sub, aud: 'authenticated', role: 'authenticated' });
  });

  it('refuses an expired token with PostgREST’s JWT error', async () => {
    const token = await signAccessToken({ sub: crypto.randomUUID() }, -60);
    const response = await fetch(`${stack.url}/rest/v1/rpc/test_request_identity`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(401);
    // PostgREST 12.0 answers PGRST301 ("JWT expired"); 12.2+ says PGRST303.
    expect(await response.json()).toMatchObject({ code: 'PGRST301', message: 'JWT expired' });
  });

  it('answers a browser preflight with CORS headers', async () => {
    const response = await fetch(`${stack.url}/rest/v1/rpc/test_request_identity`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'apikey, authorization, content-type, x-client-info',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(response.headers.get('access-control-allow-headers')).toContain('apikey');
  });
});
