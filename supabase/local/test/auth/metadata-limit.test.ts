import { afterAll, describe, expect, it } from 'vitest';
import { rolePool, superuserPool, uniqueEmail } from '../support/clients.js';
import { authFetch, PASSWORD, signedUpClient } from '../support/auth.js';

/**
 * Issue 29, "account metadata escapes the storage limits": sign-up `data` and PUT /user `data` were stored as
 * sent (60 kB from one sign-up, 600 kB after ten PUTs) and copied into every access token. At most 2,048
 * bytes of JSON, refused by a trigger on auth.users (so it holds on hosted Supabase, whose auth is GoTrue) and
 * answered here 422 validation_failed in GoTrue's shape.
 */
const pool = superuserPool();
const gotrue = rolePool('supabase_auth_admin');
afterAll(() => Promise.all([pool.end(), gotrue.end()]));

const REFUSAL = { code: 'validation_failed', message: 'User metadata must be at most 2048 bytes of JSON' };
/** Metadata whose JSON is about `bytes` long. */
const padded = (bytes: number, key = 'notes') => ({ [key]: 'x'.repeat(bytes) });

async function answer(response: Response) {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const storedBytes = async (id: string) =>
  (await pool.query<{ bytes: number }>(`select octet_length(raw_user_meta_data::text) as bytes from auth.users where id = $1`, [id])).rows[0]!.bytes;

describe('account metadata of at most 2,048 bytes', () => {
  it('refuses an e-mail sign-up with 60 kB of data, in both of GoTrue’s error shapes, and stores no account', async () => {
    const email = uniqueEmail('big');
    const body = JSON.stringify({ email, password: PASSWORD, data: padded(60_000) });
    expect(await answer(await authFetch('/signup', { method: 'POST', body }))).toEqual({ status: 422, body: REFUSAL });
    expect(await answer(await authFetch('/signup', { method: 'POST', body, apiVersion: null }))).toEqual({
      status: 422,
      body: { code: 422, error_code: REFUSAL.code, msg: REFUSAL.message },
    });
    expect((await pool.query(`select 1 from auth.users where email = $1`, [email])).rowCount).toBe(0);
  });

  it('takes an e-mail sign-up just under the limit', async () => {
    const { session } = await signedUpClient({ username: 'Ada', ...padded(1_900) });
    expect(await storedBytes(session.user.id)).toBeLessThanOrEqual(2048);
    expect(session.user.user_metadata).toMatchObject({ username: 'Ada' });
  });

  it('refuses an anonymous sign-in with 3 kB of data, and takes one with a little', async () => {
    const before = (await pool.query<{ n: number }>(`select count(*)::int as n from auth.users`)).rows[0]!.n;
    expect(await answer(await authFetch('/signup', { method: 'POST', body: JSON.stringify({ data: padded(3_000) }) }))).toEqual({ status: 422, body: REFUSAL });
    const after = (await pool.query<{ n: number }>(`select count(*)::int as n from auth.users`)).rows[0]!.n;
    expect(after).toBe(before);
    expect((await authFetch('/signup', { method: 'POST', body: JSON.stringify({ data: { username: 'Bo' } }) })).status).toBe(200);
  });

  it('refuses a PUT /user whose merged metadata would pass the limit, however it is split over calls', async () => {
    const { session } = await signedUpClient({ username: 'Cy' });
    const put = (data: Record<string, unknown>) =>
      authFetch('/user', { method: 'PUT', token: session.access_token, body: JSON.stringify({ data }) });
    expect((await put(padded(900, 'a'))).status).toBe(200);
    expect((await put(padded(900, 'b'))).status).toBe(200);
    // Each call is small; the account is not: the third would bring it past 2,048 bytes.
    expect(await answer(await put(padded(900, 'c')))).toEqual({ status: 422, body: REFUSAL });
    expect(await answer(await put(padded(60_000, 'd')))).toEqual({ status: 422, body: REFUSAL });
    expect(await storedBytes(session.user.id)).toBeLessThanOrEqual(2048);
    // Removing keys is always allowed, and makes room again.
    expect((await put({ a: null, c: 'x'.repeat(900) })).status).toBe(200);
  });

  it('holds for any writer of auth.users (hosted GoTrue too), and leaves a larger old row alone until it changes', async () => {
    const { session } = await signedUpClient({ username: 'Di' });
    const id = session.user.id;
    await expect(gotrue.query(`update auth.users set raw_user_meta_data = $2 where id = $1`, [id, padded(5_000)])).rejects.toMatchObject({
      code: 'PT422',
      message: REFUSAL.message,
    });
    // An account stored before the limit (written here with the trigger off) still signs in.
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query(`alter table auth.users disable trigger user_metadata_limit`);
      await client.query(`update auth.users set raw_user_meta_data = $2 where id = $1`, [id, padded(5_000)]);
      await client.query(`alter table auth.users enable trigger user_metadata_limit`);
      await client.query('commit');
    } finally {
      client.release();
    }
    const email = session.user.email!;
    const signIn = await authFetch('/token?grant_type=password', { method: 'POST', body: JSON.stringify({ email, password: PASSWORD }) });
    expect(signIn.status).toBe(200);
  });
});
