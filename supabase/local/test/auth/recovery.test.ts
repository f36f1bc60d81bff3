import type { AuthChangeEvent } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { anonClient, stack, uniqueEmail } from '../support/clients.js';
import { mailTo, PASSWORD, signedUpClient } from '../support/auth.js';

const APP_RESET_URL = 'http://localhost:5173/reset-password';

async function requestReset(email: string) {
  const { data, error } = await anonClient().auth.resetPasswordForEmail(email, { redirectTo: APP_RESET_URL });
  expect(error).toBeNull();
  expect(data).toEqual({});
  const [message] = await mailTo(email);
  expect(message).toBeDefined();
  return message!;
}

describe('password recovery through the local mail catcher', () => {
  it('mails a verify link that signs the user in on the app page, where the password is reset', async () => {
    const { email } = await signedUpClient();
    const message = await requestReset(email);
    expect(message).toMatchObject({ to: email, type: 'recovery', subject: 'Reset your password', otp: expect.stringMatching(/^\d{6}$/) });
    expect(message.link).toMatch(new RegExp(`^${stack.url}/auth/v1/verify\\?token=[0-9a-f]{56}&type=recovery&redirect_to=${APP_RESET_URL}$`));

    const page = await fetch(`${stack.mailUrl}/`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain(message.link.replace(/&/g, '&amp;'));

    // The browser follows the link without an API key, as from an e-mail client.
    const opened = await fetch(message.link, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    const location = new URL(opened.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(APP_RESET_URL);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect([...fragment.keys()]).toEqual(['access_token', 'expires_at', 'expires_in', 'refresh_token', 'sb', 'token_type', 'type']);
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('token_type')).toBe('bearer');

    // What detectSessionInUrl does with the fragment in a browser, then the app's reset form.
    const client = anonClient();
    const { error: sessionError } = await client.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(sessionError).toBeNull();
    const { error: updateError } = await client.auth.updateUser({ password: 'brand-new-secret' });
    expect(updateError).toBeNull();

    expect((await anonClient().auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe('invalid_credentials');
    expect((await anonClient().auth.signInWithPassword({ email, password: 'brand-new-secret' })).error).toBeNull();

    // The link works once.
    const again = await fetch(message.link, { redirect: 'manual' });
    expect(again.headers.get('location')).toBe(
      `${APP_RESET_URL}#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=`,
    );
  });

  it('signs in with the e-mailed code through verifyOtp and emits PASSWORD_RECOVERY', async () => {
    const { email } = await signedUpClient();
    const message = await requestReset(email);
    const client = anonClient();
    const events: AuthChangeEvent[] = [];
    client.auth.onAuthStateChange((event) => void events.push(event));
    const { data, error } = await client.auth.verifyOtp({ email, token: message.otp, type: 'recovery' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    expect(events).toContain('PASSWORD_RECOVERY');
    const { data: claims } = await client.auth.getClaims();
    expect(claims?.claims.amr).toEqual([{ method: 'otp', timestamp: expect.any(Number) }]);
  });

  it('accepts the token hash from the link in verifyOtp', async () => {
    const { email } = await signedUpClient();
    const message = await requestReset(email);
    const tokenHash = new URL(message.link).searchParams.get('token')!;
    const { data, error } = await anonClient().auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    const { error: reused } = await anonClient().auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
    expect(reused).toMatchObject({ status: 403, code: 'otp_expired', message: 'Email link is invalid or has expired' });
  });

  it('refuses a wrong code', async () => {
    const { email } = await signedUpClient();
    await requestReset(email);
    const { error } = await anonClient().auth.verifyOtp({ email, token: '000000', type: 'recovery' });
    expect(error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' });
  });

  it('answers {} for an unknown address and sends nothing', async () => {
    const email = uniqueEmail('unknown');
    const { data, error } = await anonClient().auth.resetPasswordForEmail(email);
    expect(error).toBeNull();
    expect(data).toEqual({});
    expect(await mailTo(email)).toEqual([]);
  });

  it('sends the browser to the site URL when redirect_to is not allowed', async () => {
    const { email } = await signedUpClient();
    await anonClient().auth.resetPasswordForEmail(email, { redirectTo: 'https://evil.example.com/' });
    const [message] = await mailTo(email);
    expect(message!.link).toMatch(/&redirect_to=http:\/\/localhost:3000$/);
  });
});
