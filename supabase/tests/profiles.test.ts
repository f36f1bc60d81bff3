import { afterAll, describe, expect, it } from 'vitest';
import { anonClient, superuserPool } from '../local/test/support/clients.js';
import { call, expectRefusal, signInAnonymously, signUp } from './support/people.js';

const pool = superuserPool();
afterAll(() => pool.end());

interface Profile {
  id: string;
  email: string;
  username: string;
  createdAt: string;
  lastSignInAt: string | null;
}

describe('profiles', () => {
  it('are created at sign-up with the username and e-mail given', async () => {
    const user = await signUp('Pat Profile');
    const profile = await call<Profile>(user.client, 'get_profile');
    expect(profile).toEqual({
      id: user.id,
      email: user.email,
      username: 'Pat Profile',
      createdAt: expect.stringMatching(/Z$/),
      lastSignInAt: expect.stringMatching(/Z$/),
    });
  });

  it('fall back to the e-mail’s local part when sign-up gives no username', async () => {
    const client = anonClient();
    const email = `no-name-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const { data, error } = await client.auth.signUp({ email, password: 'correct-horse-battery' });
    expect(error).toBeNull();
    expect(await call<Profile>(client, 'get_profile')).toMatchObject({ id: data.user!.id, username: email.split('@')[0] });
  });

  it('do not exist for anonymous sign-ins: reading one raises "User not found"', async () => {
    const visitor = await signInAnonymously();
    await expectRefusal(visitor.client, 'get_profile', {}, { message: 'User not found', code: 'PT404' });
    await expectRefusal(visitor.client, 'update_profile', { username: 'Ghost' }, { message: 'User not found', code: 'PT404' });
    const { rows } = await pool.query('select count(*)::int as n from public.profiles where id = $1', [visitor.id]);
    expect(rows[0].n).toBe(0);
  });

  it('appear when an anonymous user becomes a permanent one', async () => {
    const visitor = await signInAnonymously();
    await pool.query(`update auth.users set email = $2, is_anonymous = false where id = $1`, [visitor.id, `upgraded-${visitor.id}@example.com`]);
    expect(await call<Profile>(visitor.client, 'get_profile')).toMatchObject({ username: `upgraded-${visitor.id}` });
  });

  it('can be renamed by their owner, trimmed, 1 to 50 characters', async () => {
    const user = await signUp('Old Name');
    expect(await call<Profile>(user.client, 'update_profile', { username: '  New Name  ' })).toMatchObject({ username: 'New Name' });
    expect(await call<Profile>(user.client, 'get_profile')).toMatchObject({ username: 'New Name' });
    await expectRefusal(user.client, 'update_profile', { username: '   ' }, { message: 'Username cannot be empty', code: '22023' });
    await expectRefusal(user.client, 'update_profile', { username: null }, { message: 'Username cannot be empty', code: '22023' });
    await expectRefusal(user.client, 'update_profile', { username: 'u'.repeat(51) }, {
      message: 'Username must be 50 characters or less',
      code: '22023',
    });
    expect(await call<Profile>(user.client, 'update_profile', { username: 'u'.repeat(50) })).toMatchObject({ username: 'u'.repeat(50) });
  });

  it('are private: a user reads only their own, and nobody writes them directly', async () => {
    const alice = await signUp('Alice');
    const bob = await signUp('Bob');
    const { data } = await alice.client.from('profiles').select('id, username');
    expect(data).toEqual([{ id: alice.id, username: 'Alice' }]);
    const update = await alice.client.from('profiles').update({ username: 'Hacked' }).eq('id', bob.id).select();
    expect(update.error).toMatchObject({ code: '42501' });
    const own = await alice.client.from('profiles').update({ username: '' }).eq('id', alice.id).select();
    expect(own.error).toMatchObject({ code: '42501' });
    const { error } = await anonClient().rpc('get_profile');
    expect(error).toMatchObject({ code: '42501', message: 'permission denied for function get_profile' });
  });
});
