import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { latestMail, logIn, registerAccount } from './support/accounts';
import { shellUrl, useServedApps } from './support/apps';
import { axeViolations, horizontalOverflow, overflowCulprits, type AxeViolation } from './support/axe';
import { useBrowser } from './support/browser';
import { createPollInUi, joinAsParticipant, voteWithTopChoice } from './support/polls';

/** Issue 11, the room on every screen: no sideways scroll on a phone, no axe violation, a runoff after a tie. */
describe('the room on every screen', () => {
  useServedApps();
  const session = useBrowser();

  /** RUNOFF_E2E_SHOTS=<folder>: full-page screenshots of the key screens, to look at them as a person would. */
  async function shot(page: Page, name: string) {
    const folder = process.env.RUNOFF_E2E_SHOTS;
    if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage: false });
  }

  /** No sideways scroll: on failure the message names the elements that stick out. */
  async function expectNoOverflow(page: Page, where: string) {
    const overflow = await horizontalOverflow(page);
    expect(overflow === 0 ? [] : [where, overflow, ...(await overflowCulprits(page))]).toEqual([]);
  }

  /** Steps the count animation to its last frame (Pause, then Next until there is no next). */
  async function stepToEnd(animation: Locator) {
    const pause = animation.getByRole('button', { name: 'Pause' });
    if (await pause.isVisible()) await pause.click();
    const next = animation.getByRole('button', { name: 'Next' });
    while (await next.isEnabled()) await next.click();
  }

  it('keeps a 200-character unbroken option inside a 390×844 phone: ballot, animation and results', async () => {
    const host = session.page;
    await logIn(host, await registerAccount('host'));
    const long = `https://example.com/${'a'.repeat(180)}`;
    expect(long).toHaveLength(200);
    // Fair ballots: the long option may start second, and the keyboard drags a card this tall past the short
    // one (the ranking follows the keyboard's own target, mf-lobby's ranking-collision.ts).
    const pollId = await createPollInUi(host, 'Links', [long, 'Short']);
    await host.getByRole('button', { name: 'Start Live Poll' }).click();

    const { context, page: phone } = await joinAsParticipant(session.context.browser()!, pollId, 'Ada');
    try {
      await host.getByRole('button', { name: 'Start Voting' }).click();
      await phone.getByRole('heading', { name: 'Rank Your Choices' }).waitFor();
      await shot(phone, 'phone-ballot');
      await expectNoOverflow(phone, 'ballot');
      await voteWithTopChoice(phone, long);

      await host.getByRole('button', { name: 'End Voting & Show Results' }).click();
      const animation = phone.getByRole('dialog', { name: 'Vote Calculation Animation' });
      await animation.waitFor();
      await stepToEnd(animation);
      await shot(phone, 'phone-animation');
      await expectNoOverflow(phone, 'animation');
      // The bars are in view without scrolling: the first one starts inside the screen.
      const firstBar = animation.getByRole('list', { name: 'Votes per option' }).getByRole('listitem').first();
      expect((await firstBar.boundingBox())!.y).toBeLessThan(844);
      // Close is on the screen: reachable without scrolling sideways.
      const close = animation.getByRole('button', { name: 'Close Animation' });
      const box = (await close.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      await close.click();

      await phone.getByRole('region', { name: 'Winner' }).waitFor();
      await shot(phone, 'phone-results');
      await expectNoOverflow(phone, 'results on the phone');
      // The host's desktop results do not widen either.
      await host.getByRole('dialog', { name: 'Vote Calculation Animation' }).getByRole('button', { name: 'Close Animation' }).click();
      await host.getByRole('region', { name: 'Winner' }).waitFor();
      await host.setViewportSize({ width: 1920, height: 1080 });
      await shot(host, 'desktop-results');
      await expectNoOverflow(host, 'results on the desktop');
    } finally {
      await context.close();
    }
    expect(session.pageErrors).toEqual([]);
  }, 120_000);

  it('keeps a 200-character title, category and options inside a phone on the host pages', async () => {
    const host = session.page;
    await host.setViewportSize({ width: 390, height: 844 });
    await logIn(host, await registerAccount('host'));
    const title = `T${'t'.repeat(199)}`;
    const pollId = await createPollInUi(host, title, [`O${'o'.repeat(199)}`, 'Short'], { category: `C${'c'.repeat(49)}`, description: `D${'d'.repeat(1999)}` });
    await host.getByRole('heading', { name: title }).first().waitFor();
    await shot(host, 'phone-detail');
    await expectNoOverflow(host, 'poll detail');
    await host.getByRole('tab', { name: 'Results' }).click();
    await expectNoOverflow(host, 'poll detail: results tab');
    for (const path of ['/dashboard', '/polls']) {
      await host.goto(`${shellUrl}${path}`);
      await host.getByText(title).first().waitFor();
      await shot(host, `phone${path.replace('/', '-')}`);
      await expectNoOverflow(host, path);
    }
    await host.goto(`${shellUrl}/polls/${pollId}`);
    await host.getByRole('button', { name: 'Start Live Poll' }).click();
    await host.getByText('No participants have joined yet.').waitFor();
    await shot(host, 'phone-lobby-host');
    await expectNoOverflow(host, 'host lobby');
  }, 120_000);

  it('has no axe-core violation on any page or dialog of a live poll', async () => {
    const host = session.page;
    const found: Record<string, AxeViolation[]> = {};
    async function check(name: string, page: Page = host) {
      // Let entrance transitions and lazy remotes settle: axe reads colours mid-fade otherwise.
      await page.waitForTimeout(600);
      const violations = await axeViolations(page);
      if (violations.length > 0) found[name] = violations;
    }

    for (const [name, path, ready] of [
      ['home', '/', 'main'],
      ['login', '/login', 'form'],
      ['signup', '/signup', 'form'],
      ['forgot password', '/forgot-password', 'form'],
      ['about', '/about', 'h1'],
      ['how it works', '/how-it-works', 'h1'],
      ['privacy', '/privacy', 'h1'],
      ['terms', '/terms', 'h1'],
    ] as const) {
      await host.goto(`${shellUrl}${path}`);
      await host.locator(ready).first().waitFor();
      await check(name);
    }

    await logIn(host, await registerAccount('host'));
    await host.getByRole('heading', { level: 1 }).first().waitFor();
    await check('dashboard');
    await host.goto(`${shellUrl}/polls`);
    await host.getByRole('heading', { level: 1 }).first().waitFor();
    await check('polls list');
    await host.goto(`${shellUrl}/polls/create`);
    await host.getByLabel('Title').waitFor();
    await check('create poll');
    await host.goto(`${shellUrl}/profile`);
    await host.getByRole('heading', { level: 1 }).first().waitFor();
    await check('profile');

    const pollId = await createPollInUi(host, 'Team lunch', ['Pizza', 'Sushi', 'Tacos']);
    await host.getByRole('heading', { name: 'Team lunch' }).first().waitFor();
    await check('poll detail: details tab');
    await host.getByRole('tab', { name: 'Results' }).click();
    await host.getByText('No votes yet').waitFor();
    await check('poll detail: results tab');
    await host.getByRole('button', { name: 'Delete' }).click();
    await host.getByRole('dialog', { name: 'Delete poll' }).waitFor();
    await check('delete dialog');
    await host.getByRole('dialog', { name: 'Delete poll' }).getByRole('button', { name: 'Cancel' }).click();

    await host.getByRole('tab', { name: 'Details' }).click();
    await host.getByRole('button', { name: 'Start Live Poll' }).click();
    await host.getByText('No participants have joined yet.').waitFor();
    await check('lobby: host');

    const browser = session.context.browser()!;
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const participant = await context.newPage();
      participant.setDefaultTimeout(15_000);
      await participant.goto(`${shellUrl}/polls/${pollId}/vote`);
      const join = participant.getByRole('dialog', { name: 'Join Poll' });
      await join.waitFor();
      await check('join modal', participant);
      await join.getByLabel('Your Name').fill('Grace');
      await join.getByRole('button', { name: 'Join Poll' }).click();
      await participant.getByText('Participants (1)').waitFor();
      await check('lobby: participant', participant);

      await host.getByText('Grace').waitFor();
      await host.getByRole('button', { name: 'Start Voting' }).click();
      await participant.getByRole('heading', { name: 'Rank Your Choices' }).waitFor();
      await check('vote panel', participant);
      await check('lobby: host while voting');
      // The presenter view, as the host puts it on a projector (a page of its own, same session).
      const presenter = await session.context.newPage();
      try {
        await presenter.setViewportSize({ width: 1920, height: 1080 });
        await presenter.goto(`${shellUrl}/polls/${pollId}/present`);
        await presenter.getByTestId('presenter-qr').waitFor();
        await check('presenter view: voting', presenter);
      } finally {
        await presenter.close();
      }
      await voteWithTopChoice(participant, 'Tacos');
      await check('lobby: participant voted', participant);

      await host.getByRole('button', { name: 'End Voting & Show Results' }).click();
      const animation = host.getByRole('dialog', { name: 'Vote Calculation Animation' });
      await animation.waitFor();
      await check('animation modal');
      await stepToEnd(animation);
      await animation.getByRole('button', { name: 'Show Help' }).click();
      await check('animation modal: final box and help');
      await animation.getByRole('button', { name: 'Close Animation' }).click();
      await host.getByRole('region', { name: 'Winner' }).waitFor();
      await check('results');
      const participantAnimation = participant.getByRole('dialog', { name: 'Vote Calculation Animation' });
      await participantAnimation.waitFor();
      await check('animation modal: participant', participant);
      await participantAnimation.getByRole('button', { name: 'Close Animation' }).click();
      await participant.getByRole('region', { name: 'Winner' }).waitFor();
      await check('results: participant', participant);
    } finally {
      await context.close();
    }
    expect(found).toEqual({});
  }, 300_000);

  it('offers a runoff poll after a tie, prefilled with the tied options and ready to start', async () => {
    const host = session.page;
    await logIn(host, await registerAccount('host'));
    const pollId = await createPollInUi(host, 'Team lunch', ['Pizza', 'Sushi', 'Tacos'], { description: 'Where we eat on Friday' });
    await host.getByRole('button', { name: 'Start Live Poll' }).click();

    const browser = session.context.browser()!;
    const ada = await joinAsParticipant(browser, pollId, 'Ada');
    const bob = await joinAsParticipant(browser, pollId, 'Bob');
    try {
      await host.getByText('Participants (2)').waitFor();
      await host.getByRole('button', { name: 'Start Voting' }).click();
      // Pizza 1, Tacos 1, Sushi 0: Sushi is out, then Pizza and Tacos cannot be separated.
      await voteWithTopChoice(ada.page, 'Pizza');
      await voteWithTopChoice(bob.page, 'Tacos');
    } finally {
      await ada.context.close();
      await bob.context.close();
    }
    await host.getByText('Voted', { exact: true }).nth(1).waitFor();
    await host.getByRole('button', { name: 'End Voting & Show Results' }).click();

    const animation = host.getByRole('dialog', { name: 'Vote Calculation Animation' });
    await animation.waitFor();
    await stepToEnd(animation);
    const finalBox = animation.getByRole('region', { name: 'Tie Detected - Runoff Vote Needed' });
    await finalBox.waitFor();
    await shot(host, 'desktop-tie-final-box');
    expect(await finalBox.getByRole('link', { name: 'Create runoff poll' }).getAttribute('href')).toBe(`/polls/create?runoffOf=${pollId}`);
    await animation.getByRole('button', { name: 'Close Animation' }).click();

    // The results panel offers it too; it opens the create page prefilled from the tied poll.
    const winner = host.getByRole('region', { name: 'Winner' });
    await winner.getByText('Tied: Pizza and Tacos').waitFor();
    await winner.getByRole('link', { name: 'Create runoff poll' }).click();
    await host.waitForURL(`${shellUrl}/polls/create?runoffOf=${pollId}`);
    await host.getByRole('heading', { name: 'Create a Runoff Poll' }).waitFor();
    const title = host.getByLabel('Title');
    await expect.poll(() => title.inputValue()).toBe('Team lunch (runoff)');
    await shot(host, 'desktop-runoff-create');
    expect(await host.getByLabel('Description').inputValue()).toBe('Where we eat on Friday');
    expect(await host.getByLabel('Category').inputValue()).toBe('Food');
    expect(await host.getByLabel('Option 1', { exact: true }).inputValue()).toBe('Pizza');
    expect(await host.getByLabel('Option 2', { exact: true }).inputValue()).toBe('Tacos');
    expect(await host.getByLabel('Option 3', { exact: true }).count()).toBe(0);

    await host.getByRole('button', { name: 'Create Poll' }).click();
    await host.waitForURL(/\/polls\/[0-9a-f-]{36}$/);
    expect(host.url()).not.toContain(pollId);
    await host.getByRole('heading', { name: 'Team lunch (runoff)' }).first().waitFor();
    await host.getByRole('button', { name: 'Start Live Poll' }).waitFor();
    expect(session.pageErrors).toEqual([]);
  }, 120_000);

  it('shows on the page why a reused reset link cannot be used', async () => {
    const { page } = session;
    const account = await registerAccount('reset');
    await page.goto(`${shellUrl}/forgot-password`);
    const request = page.getByRole('form', { name: 'Reset password' });
    await request.getByLabel('Email address').fill(account.email);
    await request.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Check your email inbox for further instructions').waitFor();
    const { link } = await latestMail(account.email);
    await page.goto(link);
    await page.getByRole('form', { name: 'Set a new password' }).waitFor();

    // The same link again, in a fresh browser: the token is spent.
    const context = await session.context.browser()!.newContext();
    try {
      const again = await context.newPage();
      await again.goto(link);
      await again.getByRole('alert').filter({ hasText: 'This password reset link cannot be used: Email link is invalid or has expired' }).waitFor();
      await again.getByRole('form', { name: 'Reset password' }).waitFor();
    } finally {
      await context.close();
    }
  });
});
