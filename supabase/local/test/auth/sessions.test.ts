import { SignJWT } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { anonClient, superuserPool, uniqueEmail } from '../support/clients.js';
import { signAccessToken } from '../support/tokens.js';
import { authFetch, claimsOf, PASSWORD, signedUpClient } from '../support/auth.js';

const pool = superuserPool();
afterAll(() => pool.end());

async function refresh(refreshToken: string) {
  const response = await authFetch('/token?grant_type=refresh_token', { method: 'POST', body: JSON.stringify({ refresh_token: refreshToken }) });
  // GoTrue's JSON bodies differ per endpoint; the tests read the fields each one names.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

/** Moves a revoked token's revocation back in time, beyond GoTrue's 10 s reuse interval. */
const ageToken = (token: string) => pool.query(`update auth.refresh_tokens set updated_at = now() - interval '11 seconds' where token = $1`, [token]);

describe('password sign-in', () => {
  it('signs in, records the sign-in and opens a new session', async () => {
    const { email, session: first } = await signedUpClient();
    await new Promise((r) => setTimeout(r, 20));
    const client = anonClient();
    const { data, error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.session!.user.last_sign_in_at! > first.user.last_sign_in_at!).toBe(true);
    expect(claimsOf(data.session!.access_token).session_id).not.toBe(claimsOf(first.access_token).session_id);
    expect(claimsOf(data.session!.access_token).amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
  });

  it('refuses a wrong password and an unknown address alike', async () => {
    const { email } = await signedUpClient();
    for (const credentials of [{ email, password: 'wrong-password' }, { email: uniqueEmail('nobody'), password: PASSWORD }]) {
      const { data, error } = await anonClient().auth.signInWithPassword(credentials);
      expect(data.session).toBeNull();
      expect(error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
    }
  });
});

describe('refresh tokens', () => {
  it('rotates the refresh token and keeps the session', async () => {
    const { client, session } = await signedUpClient();
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session!.refresh_token).not.toBe(session.refresh_token);
    expect(claimsOf(data.session!.access_token).session_id).toBe(claimsOf(session.access_token).session_id);
    const { rows } = await pool.query(`select token, revoked, parent from auth.refresh_tokens where user_id = $1 order by id`, [session.user.id]);
    expect(rows).toEqual([
      { token: session.refresh_token, revoked: true, parent: null },
      { token: data.session!.refresh_token, revoked: false, parent: session.refresh_token },
    ]);
  });

  it('answers a replayed parent of the active token with that same active token', async () => {
    const { session } = await signedUpClient();
    const second = await refresh(session.refresh_token);
    const replay = await refresh(session.refresh_token);
    expect(replay.status).toBe(200);
    expect(replay.body.refresh_token).toBe(second.body.refresh_token);
  });

  it('detects reuse outside the reuse interval and ends the session: the newest token is refused too (issue 29)', async () => {
    const { session } = await signedUpClient();
    const second = await refresh(session.refresh_token);
    const third = await refresh(second.body.refresh_token);
    expect(third.status).toBe(200);
    await ageToken(session.refresh_token);

    const stolen = await refresh(session.refresh_token);
    expect(stolen).toEqual({ status: 400, body: { code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' } });
    const { rows } = await pool.query(`select count(*)::int as active from auth.refresh_tokens where user_id = $1 and not revoked`, [session.user.id]);
    expect(rows[0].active).toBe(0);

    // Whoever holds the newest token, presented at once (within what was its reuse interval), gets nothing:
    // the session is gone, as GoTrue's reuse detection ends it.
    expect(await refresh(third.body.refresh_token)).toEqual({
      status: 400,
      body: { code: 'refresh_token_not_found', message: 'Invalid Refresh Token: Refresh Token Not Found' },
    });
    expect(await refresh(second.body.refresh_token)).toMatchObject({ status: 400 });
    const user = await authFetch('/user', { token: third.body.access_token });
    expect(user.status).toBe(403);
    expect(await user.json()).toEqual({ code: 'session_not_found', message: 'Session from session_id claim in JWT does not exist' });
    const sessions = await pool.query(`select count(*)::int as left from auth.sessions where user_id = $1`, [session.user.id]);
    expect(sessions.rows[0].left).toBe(0);
  });

  it('does not know the tokens of a signed-out session', async () => {
    const { client, session } = await signedUpClient();
    await client.auth.signOut();
    expect(await refresh(session.refresh_token)).toEqual({
      status: 400,
      body: { code: 'refresh_token_not_found', message: 'Invalid Refresh Token: Refresh Token Not Found' },
    });
  });

  it('refuses a malformed refresh token', async () => {
    expect(await refresh('short')).toEqual({ status: 400, body: { code: 'validation_failed', message: 'Refresh token is not valid' } });
  });
});

describe('access tokens', () => {
  it('refuses the token of a signed-out session with session_not_found', async () => {
    const { client, session } = await signedUpClient();
    await client.auth.signOut({ scope: 'local' });
    const response = await authFetch('/user', { token: session.access_token });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ code: 'session_not_found', message: 'Session from session_id claim in JWT does not exist' });
    const { error } = await anonClient().auth.getUser(session.access_token);
    expect(error).toMatchObject({ name: 'AuthSessionMissingError' });
  });

  it('refuses an expired token with bad_jwt, and the session refreshes', async () => {
    const { session } = await signedUpClient();
    const claims = claimsOf(session.access_token);
    const expired = await signAccessToken({ ...claims, exp: undefined, iat: undefined }, -30);
    const response = await authFetch('/user', { token: expired });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      code: 'bad_jwt',
      message: 'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired',
    });
    expect((await refresh(session.refresh_token)).status).toBe(200);
  });

  it('refuses a token signed with another secret', async () => {
    // Flipping a character of a real signature is not enough: the last base64url character carries
    // padding bits, so some flips decode to the same signature. Sign with another secret instead.
    const forged = await new SignJWT({ sub: crypto.randomUUID(), aud: 'authenticated', role: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-that-is-at-least-32-characters-long'));
    const { error } = await anonClient().auth.getUser(forged);
    expect(error).toMatchObject({ status: 403, code: 'bad_jwt' });
  });
});

describe('sign-out scopes', () => {
  async function threeSessions() {
    const { client: a, email, session } = await signedUpClient();
    const b = anonClient();
    const c = anonClient();
    await b.auth.signInWithPassword({ email, password: PASSWORD });
    await c.auth.signInWithPassword({ email, password: PASSWORD });
    return { a, b, c, userId: session.user.id };
  }
  const sessionsOf = async (userId: string) =>
    (await pool.query(`select count(*)::int as n from auth.sessions where user_id = $1`, [userId])).rows[0].n as number;

  it('local ends only this session', async () => {
    const { a, b, userId } = await threeSessions();
    expect((await a.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect(await sessionsOf(userId)).toBe(2);
    expect((await b.auth.getUser()).error).toBeNull();
  });

  it('others ends every other session and keeps this one', async () => {
    const { a, b, userId } = await threeSessions();
    expect((await a.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect(await sessionsOf(userId)).toBe(1);
    expect((await a.auth.getUser()).error).toBeNull();
    expect((await b.auth.getUser()).error).toMatchObject({ name: 'AuthSessionMissingError' });
  });

  it('global ends every session of the user', async () => {
    const { a, c, userId } = await threeSessions();
    const { data } = await c.auth.getSession();
    const response = await authFetch('/logout?scope=global', { method: 'POST', token: data.session!.access_token });
    expect(response.status).toBe(204);
    expect(await sessionsOf(userId)).toBe(0);
    expect((await a.auth.getUser()).error).toMatchObject({ name: 'AuthSessionMissingError' });
  });
});
