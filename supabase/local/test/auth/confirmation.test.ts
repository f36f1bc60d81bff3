import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { anonClient, stack, uniqueEmail } from '../support/clients.js';
import { authFetch, PASSWORD, signedUpClient } from '../support/auth.js';
import { startOwnGateway, type OwnGateway } from '../support/own-gateway.js';

// E-mail confirmations as GoTrue does them with `[auth.email] enable_confirmations = true` (hosted's
// default): a gateway of its own on the test stack's database, with confirmations on and GoTrue's one-minute
// max_frequency. The shared stack keeps the project's setting (off) for the "off" cases.
let gateway: OwnGateway;
const APP_URL = 'http://localhost:5173/';

beforeAll(async () => {
  gateway = await startOwnGateway(42, { emailConfirmations: true, emailMaxFrequencySeconds: 60 });
});
afterAll(async () => {
  await gateway.close();
});

const options: SupabaseClientOptions<'public'> = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: WebSocket as unknown as NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport'] },
};
const client = (): SupabaseClient => createClient(gateway.url, stack.anonKey, options);
const mails = (email: string) => gateway.mailbox.list(email);

async function signUp(email: string, password = PASSWORD, data: Record<string, unknown> = { username: 'ann' }) {
  return client().auth.signUp({ email, password, options: { data, emailRedirectTo: APP_URL } });
}

describe('sign-up with e-mail confirmations on (hosted)', () => {
  it('answers the user without a session, mails a link that confirms the address and lands signed in on the app', async () => {
    const email = uniqueEmail('confirm');
    const { data, error } = await signUp(email);
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({ email, role: 'authenticated', user_metadata: { username: 'ann' }, is_anonymous: false });
    expect(data.user!.email_confirmed_at).toBeUndefined();
    expect(data.user!.confirmation_sent_at).toBeTruthy();
    expect(data.user!.identities).toHaveLength(1);

    // No session until the address is confirmed: the password is right, GoTrue says why it still refuses.
    const early = await client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(early.error).toMatchObject({ status: 400, code: 'email_not_confirmed', message: 'Email not confirmed' });

    const [message, ...others] = mails(email);
    expect(others).toEqual([]);
    expect(message).toMatchObject({ to: email, type: 'signup', subject: 'Confirm your email address', otp: expect.stringMatching(/^\d{6}$/) });
    expect(message!.link).toMatch(new RegExp(`^${gateway.url}/auth/v1/verify\\?token=[0-9a-f]{56}&type=signup&redirect_to=${APP_URL}$`));

    const opened = await fetch(message!.link, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    const location = new URL(opened.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(APP_URL);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('signup');
    const browser = client();
    const { data: landed, error: sessionError } = await browser.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(sessionError).toBeNull();
    expect(landed.user).toMatchObject({ id: data.user!.id, email, user_metadata: { username: 'ann', email_verified: true } });
    expect(landed.user!.email_confirmed_at).toBeTruthy();
    expect(landed.user!.identities![0]!.identity_data).toMatchObject({ email, email_verified: true });

    expect((await client().auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    // The link works once.
    const again = await fetch(message!.link, { redirect: 'manual' });
    expect(again.headers.get('location')).toContain('error_code=otp_expired');
  });

  it('answers a registered, confirmed address with an obfuscated user: no error, no mail, nothing changed', async () => {
    const email = uniqueEmail('taken');
    const first = await signUp(email);
    await fetch(mails(email)[0]!.link, { redirect: 'manual' });
    const { data, error } = await signUp(email, 'another-password-9', { username: 'mallory' });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({ email, role: '', identities: [], user_metadata: { username: 'mallory' }, app_metadata: { provider: 'email', providers: ['email'] } });
    expect(data.user!.id).not.toBe(first.data.user!.id);
    expect(data.user!.email_confirmed_at).toBeUndefined();
    expect(data.user!.last_sign_in_at).toBeUndefined();
    expect(mails(email)).toHaveLength(1);
    expect((await client().auth.signInWithPassword({ email, password: 'another-password-9' })).error?.code).toBe('invalid_credentials');
    expect((await client().auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  });

  it('mails an unconfirmed address again only after max_frequency, and keeps its password', async () => {
    const email = uniqueEmail('again');
    const first = await signUp(email);
    const second = await signUp(email, 'another-password-9');
    expect(second.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(second.error!.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
    expect(mails(email)).toHaveLength(1);

    const quick = await startOwnGateway(43, { emailConfirmations: true, emailMaxFrequencySeconds: 0 });
    try {
      const resent = await createClient(quick.url, stack.anonKey, options).auth.signUp({ email, password: 'another-password-9' });
      expect(resent.error).toBeNull();
      expect(resent.data.user!.id).toBe(first.data.user!.id);
      const [message] = quick.mailbox.list(email);
      expect(message).toMatchObject({ type: 'signup' });
      // Only the newest link confirms.
      expect((await fetch(mails(email)[0]!.link, { redirect: 'manual' })).headers.get('location')).toContain('error_code=otp_expired');
      expect((await fetch(message!.link, { redirect: 'manual' })).headers.get('location')).toContain('access_token=');
    } finally {
      await quick.close();
    }
    expect((await client().auth.signInWithPassword({ email, password: 'another-password-9' })).error?.code).toBe('invalid_credentials');
    expect((await client().auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  });

  it('refuses oversized metadata with the database’s 422, as the autoconfirm path does, and mails nothing', async () => {
    const email = uniqueEmail('big');
    const { data, error } = await signUp(email, PASSWORD, { username: 'ann', note: 'x'.repeat(3000) });
    expect(data.user).toBeNull();
    expect(error).toMatchObject({ status: 422, code: 'validation_failed' });
    expect(mails(email)).toEqual([]);
  });

  it('says so in /settings', async () => {
    const settings = await (await fetch(`${gateway.url}/auth/v1/settings`, { headers: { apikey: stack.anonKey } })).json();
    expect(settings).toMatchObject({ mailer_autoconfirm: false });
  });
});

describe('sign-up with e-mail confirmations off (the project config.toml, `supabase start`)', () => {
  it('signs the user in at once and refuses a registered address with user_already_exists', async () => {
    const { email } = await signedUpClient();
    const { data, error } = await anonClient().auth.signUp({ email, password: PASSWORD });
    expect(data.session).toBeNull();
    expect(error).toMatchObject({ status: 422, code: 'user_already_exists', message: 'User already registered' });
    expect(await (await authFetch('/settings')).json()).toMatchObject({ mailer_autoconfirm: true });
  });
});
