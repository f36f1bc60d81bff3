import { describe, expect, it } from 'vitest';
import { anonClient, uniqueEmail } from '../support/clients.js';
import { authFetch, claimsOf, mailTo, PASSWORD, signedUpClient } from '../support/auth.js';

describe('GET and PUT /user', () => {
  it('returns the signed-in user', async () => {
    const { client, session } = await signedUpClient({ username: 'bob' });
    const { data, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id: session.user.id, email: session.user.email, user_metadata: { username: 'bob' } });
  });

  it('merges data into user_metadata (null deletes a key) and new tokens carry it', async () => {
    const { client } = await signedUpClient({ username: 'bob', theme: 'dark' });
    const { data, error } = await client.auth.updateUser({ data: { username: 'robert', theme: null, locale: 'fr' } });
    expect(error).toBeNull();
    expect(data.user!.user_metadata).toEqual({ username: 'robert', locale: 'fr', email_verified: true });
    const { data: refreshed } = await client.auth.refreshSession();
    expect(claimsOf(refreshed.session!.access_token).user_metadata).toEqual({ username: 'robert', locale: 'fr', email_verified: true });
  });

  it('changes the password and signs out the other sessions only', async () => {
    const { client, email } = await signedUpClient();
    const other = anonClient();
    await other.auth.signInWithPassword({ email, password: PASSWORD });
    expect((await client.auth.updateUser({ password: 'another-secret' })).error).toBeNull();
    expect((await client.auth.getUser()).error).toBeNull();
    expect((await other.auth.getUser()).error).toMatchObject({ name: 'AuthSessionMissingError' });
    expect((await anonClient().auth.signInWithPassword({ email, password: 'another-secret' })).error).toBeNull();
  });

  it('refuses the same password, a weak one, and app_metadata', async () => {
    const { client } = await signedUpClient();
    expect((await client.auth.updateUser({ password: PASSWORD })).error).toMatchObject({
      status: 422, code: 'same_password', message: 'New password should be different from the old password.',
    });
    expect((await client.auth.updateUser({ password: '123' })).error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length'] });
    const { data } = await client.auth.getSession();
    const response = await authFetch('/user', { method: 'PUT', token: data.session!.access_token, body: JSON.stringify({ app_metadata: { admin: true } }) });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ code: 'not_admin', message: 'Updating app_metadata requires admin privileges' });
  });

  it('changes the e-mail after the link sent to the new address is opened', async () => {
    const { client, email, session } = await signedUpClient();
    const newEmail = uniqueEmail('moved');
    const { data, error } = await client.auth.updateUser({ email: newEmail }, { emailRedirectTo: 'http://localhost:5173/profile' });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, new_email: newEmail, email_change_sent_at: expect.any(String) });

    const [message] = await mailTo(newEmail);
    expect(message).toMatchObject({ type: 'email_change', subject: 'Confirm your new email address' });
    const opened = await fetch(message!.link, { redirect: 'manual' });
    const location = new URL(opened.headers.get('location')!);
    expect(location.origin + location.pathname).toBe('http://localhost:5173/profile');
    expect(new URLSearchParams(location.hash.slice(1)).get('type')).toBe('email_change');

    const { data: user } = await client.auth.getUser();
    expect(user.user).toMatchObject({ id: session.user.id, email: newEmail });
    expect(user.user!.new_email).toBeUndefined();
    expect(user.user!.identities![0]!.identity_data).toMatchObject({ email: newEmail, email_verified: true });
    expect((await anonClient().auth.signInWithPassword({ email: newEmail, password: PASSWORD })).error).toBeNull();
  });

  it('refuses an address another user has', async () => {
    const { email } = await signedUpClient();
    const { client } = await signedUpClient();
    expect((await client.auth.updateUser({ email })).error).toMatchObject({ status: 422, code: 'email_exists' });
  });

  it('turns an anonymous user into a permanent one at once', async () => {
    const client = anonClient();
    const { data: anon } = await client.auth.signInAnonymously();
    expect((await client.auth.updateUser({ password: PASSWORD })).error).toMatchObject({
      status: 422, code: 'validation_failed', message: 'Updating password of an anonymous user without an email or phone is not allowed',
    });
    const email = uniqueEmail('converted');
    const { data, error } = await client.auth.updateUser({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id: anon.user!.id, email, is_anonymous: false });
    expect(data.user!.email_confirmed_at).toBeTruthy();
    const { data: signedIn, error: signInError } = await anonClient().auth.signInWithPassword({ email, password: PASSWORD });
    expect(signInError).toBeNull();
    expect(signedIn.user!.id).toBe(anon.user!.id);
    expect(claimsOf(signedIn.session!.access_token).is_anonymous).toBe(false);
  });
});
