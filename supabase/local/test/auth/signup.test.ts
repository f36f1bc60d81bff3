import { afterAll, describe, expect, it } from 'vitest';
import { anonClient, stack, superuserPool, uniqueEmail } from '../support/clients.js';
import { authFetch, claimsOf, PASSWORD, signedUpClient } from '../support/auth.js';

const pool = superuserPool();
afterAll(() => pool.end());

describe('sign-up with e-mail and password', () => {
  it('creates a confirmed user with its metadata and signs them in', async () => {
    const { email, session } = await signedUpClient({ username: 'ann' });
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(session.refresh_token).toMatch(/^[a-z0-9]{12}$/);
    expect(session.user).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { username: 'ann', email_verified: true },
      is_anonymous: false,
    });
    expect(session.user.email_confirmed_at).toBeTruthy();
    expect(session.user.last_sign_in_at).toBeTruthy();
    expect(session.user.identities).toEqual([
      expect.objectContaining({
        id: session.user.id,
        user_id: session.user.id,
        provider: 'email',
        email,
        identity_data: { sub: session.user.id, email, email_verified: false, phone_verified: false, username: 'ann' },
      }),
    ]);

    const claims = claimsOf(session.access_token);
    expect(claims).toMatchObject({
      iss: `${stack.url}/auth/v1`,
      sub: session.user.id,
      aud: 'authenticated',
      email,
      phone: '',
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: expect.any(Number) }],
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { username: 'ann', email_verified: true },
      is_anonymous: false,
    });
    expect((claims.exp as number) - (claims.iat as number)).toBe(3600);

    const { rows } = await pool.query(
      `select u.encrypted_password, u.last_sign_in_at, (select count(*)::int from auth.sessions s where s.user_id = u.id) as sessions,
              (select count(*)::int from auth.refresh_tokens r where r.user_id = u.id::text) as refresh_tokens
         from auth.users u where u.id = $1`,
      [session.user.id],
    );
    expect(rows[0].encrypted_password).toMatch(/^\$2[aby]\$10\$/);
    expect(rows[0]).toMatchObject({ sessions: 1, refresh_tokens: 1 });
    expect(claims.session_id).toEqual((await pool.query(`select id from auth.sessions where user_id = $1`, [session.user.id])).rows[0].id);
  });

  it('refuses an address that is already registered', async () => {
    const { email } = await signedUpClient();
    const { data, error } = await anonClient().auth.signUp({ email: email.toUpperCase(), password: PASSWORD });
    expect(data.session).toBeNull();
    expect(error).toMatchObject({ status: 422, code: 'user_already_exists', message: 'User already registered' });
  });

  it('refuses a password shorter than 6 characters with weak_password reasons', async () => {
    const { error } = await anonClient().auth.signUp({ email: uniqueEmail(), password: '12345' });
    expect(error).toMatchObject({
      name: 'AuthWeakPasswordError',
      status: 422,
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
      reasons: ['length'],
    });
  });

  it('refuses an invalid address with validation_failed', async () => {
    const { error } = await anonClient().auth.signUp({ email: 'not-an-address', password: PASSWORD });
    expect(error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Unable to validate email address: invalid format' });
  });

  it('refuses a sign-up without a password', async () => {
    const response = await authFetch('/signup', { method: 'POST', body: JSON.stringify({ email: uniqueEmail() }) });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'validation_failed', message: 'Signup requires a valid password' });
  });
});

describe('anonymous sign-in', () => {
  it('creates an anonymous user with a session and the is_anonymous claim', async () => {
    const client = anonClient();
    const { data, error } = await client.auth.signInAnonymously({ options: { data: { name: 'Guest' } } });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ is_anonymous: true, email: '', app_metadata: {}, user_metadata: { name: 'Guest' }, identities: [] });
    const claims = claimsOf(data.session!.access_token);
    expect(claims).toMatchObject({ is_anonymous: true, role: 'authenticated', amr: [{ method: 'anonymous' }], email: '' });
    const { data: fetched } = await client.auth.getUser();
    expect(fetched.user?.id).toBe(data.user!.id);
  });
  it('writes the rows GoTrue writes (user, session, refresh token, amr claim; no profile for an anonymous user) in one go, and its refresh token works', async () => {
    const client = anonClient();
    const { data, error } = await client.auth.signInAnonymously();
    expect(error).toBeNull();
    {
      const { rows } = await pool.query(
        `select u.last_sign_in_at is not null as signed_in, u.raw_app_meta_data as app, u.aud,
                (select count(*)::int from auth.sessions s where s.user_id = u.id and s.id = $2 and s.aal = 'aal1') as sessions,
                (select count(*)::int from auth.refresh_tokens r where r.user_id = u.id::text and r.session_id = $2 and r.token = $3 and not r.revoked) as tokens,
                (select count(*)::int from auth.mfa_amr_claims a where a.session_id = $2 and a.authentication_method = 'anonymous') as claims,
                (select count(*)::int from public.profiles p where p.id = u.id) as profiles
           from auth.users u where u.id = $1`,
        [data.user!.id, claimsOf(data.session!.access_token).session_id, data.session!.refresh_token],
      );
      expect(rows).toEqual([{ signed_in: true, app: {}, aud: 'authenticated', sessions: 1, tokens: 1, claims: 1, profiles: 0 }]);
    }
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.user?.id).toBe(data.user!.id);
  });
});
