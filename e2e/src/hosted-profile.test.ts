import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { serveApps, type ServedApps } from '@runoff/harness/serve-apps';
import type { RunningStack } from '@runoff/supabase/stack';
import { roomRateLimits } from '@runoff/supabase/room-config';
import { startHostedThrowawayStack } from '@runoff/supabase/throwaway-stack';
import { TEST_STACK_PORTS } from '@runoff/supabase/test-ports';
import { e2e, shellUrl } from './support/apps';
import { useBrowser } from './support/browser';
import { newAccount, submitLogin, userMenuButton, type Account } from './support/accounts';
import { createPollInUi, joinAsParticipant, voteWithTopChoice } from './support/polls';

/**
 * The journeys of a new host and a participant on the hosted profile of the local stack
 * (supabase/local/src/config/hosted-profile.ts): e-mail confirmations on, hosted's default Auth rate limits,
 * Realtime that re-authorizes only on a new token. A stack of its own, on the ports after the e2e stack's
 * (API + 10), and the same builds served against it. Its anonymous sign-ins are raised for a room of ROOM as
 * docs/deployment.md tells a hosted owner (every other limit is hosted's default); the defaults themselves
 * are held by supabase/local/test/security/hosted-limits.test.ts.
 */
const e2eApiPort = Number(new URL(e2e.supabaseUrl).port);
/** A room bigger than a new project's 30 anonymous sign-ins an hour per address allow (every browser here is 127.0.0.1). */
const ROOM = 35;
let hosted: RunningStack;
let served: ServedApps | undefined;

beforeAll(async () => {
  const apiPort = e2eApiPort + (TEST_STACK_PORTS.e2eHosted - TEST_STACK_PORTS.e2e);
  hosted = await startHostedThrowawayStack('e2e-hosted', {
    apiPort,
    apiUrl: `http://localhost:${apiPort}`,
    dbPort: apiPort + 1,
    postgrestPort: apiPort + 2,
    mailPort: apiPort + 3,
    siteUrl: shellUrl,
    corsOrigins: Object.values(e2e.ports).map((p) => `http://localhost:${p}`),
    // Raised in config as docs/deployment.md tells a hosted owner for a room (anonymous users 2 × the room).
  }, roomRateLimits(ROOM));
  served = await serveApps({ ports: e2e.ports, supabase: { url: hosted.url, anonKey: hosted.config.anonKey }, log: () => {} });
}, 120_000);
afterAll(async () => {
  await served?.stop();
  await hosted?.stop();
});

async function mailTo(email: string): Promise<Array<{ type: string; link: string }>> {
  const response = await fetch(`${hosted.mailUrl}/messages.json?email=${encodeURIComponent(email)}`);
  if (!response.ok) throw new Error(`the mail catcher answered HTTP ${response.status}`);
  return ((await response.json()) as { messages: Array<{ type: string; link: string }> }).messages;
}

/** Sign-up on /signup as a new host would: the page asks them to check their e-mail; nobody is signed in yet. */
async function signUpInUi(page: Page, account: Account): Promise<void> {
  await page.goto(`${shellUrl}/signup`);
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Username').fill(account.username);
  await form.getByLabel('Email address').fill(account.email);
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await form.getByLabel('Confirm password').fill(account.password);
  await form.getByRole('button', { name: 'Sign Up' }).click();
  await page.getByText('Check your email inbox and follow the link in it to confirm your account.').waitFor();
}

/** Opens the newest confirmation link and waits until it has signed the browser in. */
async function confirmFromMail(page: Page, account: Account): Promise<void> {
  const [mail] = await mailTo(account.email);
  expect(mail?.type).toBe('signup');
  await page.goto(mail!.link);
  await expect.poll(() => userMenuButton(page).textContent(), { timeout: 15_000 }).toContain(account.username);
}

describe('on the hosted profile (confirmations on, hosted limits and Realtime)', () => {
  const session = useBrowser();

  it('a new host signs up, confirms through the mail catcher, lands signed in, and signs in again later', async () => {
    const { page } = session;
    const account = newAccount('hosted');
    await signUpInUi(page, account);
    // Not signed in until confirmed, and signing in says why.
    await page.goto(`${shellUrl}/login`);
    await submitLogin(page, account);
    await page.getByRole('alert').getByText('Email not confirmed', { exact: false }).waitFor();

    await confirmFromMail(page, account);
    await userMenuButton(page).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${shellUrl}/login`);
    await submitLogin(page, account);
    await page.waitForURL(`${shellUrl}/dashboard`);
    expect(await userMenuButton(page).textContent()).toContain(account.username);
    expect(session.pageErrors).toEqual([]);
  });

  it('a confirmed host creates a poll, a participant joins anonymously and votes, and both see the result', async () => {
    const host = session.page;
    const account = newAccount('hostedpoll');
    await signUpInUi(host, account);
    await confirmFromMail(host, account);
    const pollId = await createPollInUi(host, 'Hosted lunch', ['Pizza', 'Sushi', 'Tacos']);
    await host.getByRole('button', { name: 'Start Live Poll' }).click();
    await host.getByText('No participants have joined yet.').waitFor();

    const { context, page: participant } = await joinAsParticipant(session.context.browser()!, pollId, 'Grace');
    try {
      await host.getByText('Participants (1)').waitFor();
      await host.getByRole('button', { name: 'Start Voting' }).click();
      await voteWithTopChoice(participant, 'Tacos');
      await host.getByText('Voted', { exact: true }).waitFor();
      await host.getByRole('button', { name: 'End Voting & Show Results' }).click();
      const animation = host.getByRole('dialog', { name: 'Vote Calculation Animation' });
      await animation.waitFor();
      await animation.getByRole('button', { name: 'Close Animation' }).click();
      const won = host.getByText('Won with the highest support after 1 round(s) of counting.');
      await won.waitFor();
      expect(await host.locator('div, section, article', { has: won }).last().textContent()).toContain('Tacos');
      await participant.getByRole('dialog', { name: 'Vote Calculation Animation' }).waitFor();
    } finally {
      await context.close();
    }
    expect(session.pageErrors).toEqual([]);
  });

  it('after the host removes someone, the one who stays follows the room live: the removal moved the room to a new topic', async () => {
    const host = session.page;
    const account = newAccount('hostedremove');
    await signUpInUi(host, account);
    await confirmFromMail(host, account);
    const pollId = await createPollInUi(host, 'Hosted removal', ['Pizza', 'Sushi']);
    await host.getByRole('button', { name: 'Start Live Poll' }).click();
    const browser = session.context.browser()!;
    const goes = await joinAsParticipant(browser, pollId, 'Ada');
    const stays = await joinAsParticipant(browser, pollId, 'Bea');
    try {
      await host.getByText('Participants (2)').waitFor();
      await host.getByRole('button', { name: 'Remove Ada' }).click();
      await host.getByRole('group', { name: 'Remove Ada?' }).getByRole('button', { name: 'Remove' }).click();
      await goes.page.getByText('The host removed you from this poll. You can no longer take part in it.').waitFor();
      // Bea's lobby moved to the room's new topic by itself: the start of voting reaches it live.
      await host.getByRole('button', { name: 'Start Voting' }).click();
      await stays.page.getByRole('heading', { name: 'Rank Your Choices' }).waitFor();
      expect(stays.pageErrors).toEqual([]);
    } finally {
      await goes.context.close();
      await stays.context.close();
    }
    expect(session.pageErrors).toEqual([]);
  });

  it(`a room of ${ROOM} behind one address joins once anonymous sign-ins are raised in config, as docs/deployment.md says`, async () => {
    const { page } = session;
    const account = newAccount('hostedroom');
    await signUpInUi(page, account);
    await confirmFromMail(page, account);
    const pollId = await createPollInUi(page, 'Hosted room', ['Pizza', 'Sushi']);
    await page.getByRole('button', { name: 'Start Live Poll' }).click();
    await page.getByText('No participants have joined yet.').waitFor();
    // Each phone of the room: an anonymous sign-in and a join, as the join page makes them.
    const api = (path: string, body: unknown, token = hosted.config.anonKey) =>
      fetch(`${hosted.url}${path}`, {
        method: 'POST',
        headers: { apikey: hosted.config.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    for (let n = 1; n <= ROOM; n += 1) {
      const signedIn = await api('/auth/v1/signup', {});
      expect(signedIn.status).toBe(200);
      const { access_token: token } = (await signedIn.json()) as { access_token: string };
      expect((await api('/rest/v1/rpc/join_poll', { poll_id: pollId, name: `Student ${n}` }, token)).status).toBe(200);
    }
    await page.getByText(`Participants (${ROOM})`).waitFor();
    expect(session.pageErrors).toEqual([]);
  });

  it('a confirmed host resets a forgotten password through the mail catcher', async () => {
    const { page } = session;
    const account = newAccount('hostedreset');
    await signUpInUi(page, account);
    await confirmFromMail(page, account);
    await userMenuButton(page).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${shellUrl}/login`);

    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL(`${shellUrl}/forgot-password`);
    const request = page.getByRole('form', { name: 'Reset password' });
    await request.getByLabel('Email address').fill(account.email);
    await request.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Check your email inbox for further instructions').waitFor();
    const [mail] = await mailTo(account.email);
    expect(mail?.type).toBe('recovery');
    await page.goto(mail!.link);
    const choose = page.getByRole('form', { name: 'Set a new password' });
    const newPassword = `${account.password}-new`;
    await choose.getByLabel('New password', { exact: true }).fill(newPassword);
    await choose.getByLabel('Confirm new password').fill(newPassword);
    await choose.getByRole('button', { name: 'Update Password' }).click();
    await page.getByRole('heading', { name: 'Password updated' }).waitFor();
    await userMenuButton(page).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${shellUrl}/login`);
    await submitLogin(page, { email: account.email, password: newPassword });
    await page.waitForURL(`${shellUrl}/dashboard`);
    expect(session.pageErrors).toEqual([]);
  });
});
