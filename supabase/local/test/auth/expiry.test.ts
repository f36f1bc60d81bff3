import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthService } from '../../src/auth/index.js';
import { Mailbox } from '../../src/auth/mailbox.js';
import { catcherMailer } from '../../src/auth/mailer.js';
import { loadConfig } from '../../src/config/config.js';
import { rolePool, stack } from '../support/clients.js';
import { PASSWORD, signedUpClient } from '../support/auth.js';

// A second auth service on the test database whose access tokens live 2 seconds (RUNOFF_JWT_EXPIRY=2).
// The auth service's own role, as the stack gives it.
const authPool = rolePool('supabase_auth_admin');
let server: http.Server;
let url: string;

beforeAll(async () => {
  const config = { ...loadConfig({ apiUrl: stack.url }), jwtExpiry: 2 };
  const auth = createAuthService({ config, authDb: authPool, mailer: catcherMailer(new Mailbox()) });
  server = http.createServer((req, res) => {
    const requestUrl = new URL(req.url ?? '/', 'http://localhost');
    void auth(req, res, requestUrl.pathname.replace(/^\/auth\/v1/, ''), requestUrl);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await authPool.end();
});

describe('access token expiry', () => {
  it('issues tokens for the configured lifetime, refuses them once expired, and the client refreshes', async () => {
    const { email } = await signedUpClient();
    const client = createClient(url, stack.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      // Node 20 has no global WebSocket; supabase-js builds its realtime client even when unused.
      realtime: { transport: WebSocket as unknown as NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport'] },
    });
    const { data, error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.session!.expires_in).toBe(2);
    expect(Math.abs(data.session!.expires_at! - (Math.floor(Date.now() / 1000) + 2))).toBeLessThanOrEqual(1);

    await new Promise((r) => setTimeout(r, 2500));
    const { error: expired } = await client.auth.getUser(data.session!.access_token);
    expect(expired).toMatchObject({ status: 403, code: 'bad_jwt', message: expect.stringContaining('token is expired') });

    // getSession notices the expiry and uses the refresh token.
    const { data: current } = await client.auth.getSession();
    expect(current.session!.refresh_token).not.toBe(data.session!.refresh_token);
    expect((await client.auth.getUser()).data.user?.email).toBe(email);
  });
});
