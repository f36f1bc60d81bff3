import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, registerAccount } from './support/accounts';
import { e2e, shellUrl, useServedApps } from './support/apps';
import { axeViolations, type AxeViolation } from './support/axe';
import { useBrowser } from './support/browser';
import { useOtherOrigin } from './support/other-origin';
import { rpc, signIn } from './support/poll-api';
import { otherBrowser, voteWithTopChoice } from './support/polls';

/**
 * Issue 32: a session on the projector and on another site. The host drives from the control page and from
 * the presenter's keys; the presenter (1280 × 720) follows through two questions, two phones (390 × 844)
 * and an embedded session on another origin see each question's results only once the host shows them.
 */
const PHONE = { width: 390, height: 844 };
const WON = 'Won with the highest support after 1 round(s) of counting.';
const CLOSED = 'Voting has closed. Waiting for the host to show the results or the next question.';
const resultsUrl = `http://localhost:${e2e.ports.mf_results}`;
// A hang guard for the first results a page shows: mf_results' remote and the counting worker load then.
const FIRST_RESULTS = { timeout: 60_000 };
// Turnout reaches the room in summaries (at most every few seconds in a small room, then the trailing
// flush), never one message per vote: a hang guard, not a bound on speed.
const TURNOUT = { timeout: 20_000 };

async function axe(page: Page, where: string, found: Record<string, AxeViolation[]>) {
  await page.waitForTimeout(500); // entrance transitions settle before colours are read
  const violations = await axeViolations(page);
  if (violations.length > 0) found[where] = violations;
}

describe('a session on the projector and on another site', () => {
  useServedApps();
  const session = useBrowser();
  const site = useOtherOrigin();

  it('follows the host through two questions and shows results only once revealed', { timeout: 300_000 }, async () => {
    const found: Record<string, AxeViolation[]> = {};
    const account = await registerAccount('session-presenter');
    const token = await signIn(account);
    const { id: sessionId, joinCode } = await rpc<{ id: string; joinCode: string }>(token, 'create_session', { title: 'Team day' });
    await rpc(token, 'add_session_question', { session_id: sessionId, title: 'Which problem first?', options: ['Noise', 'Parking', 'Coffee'] });
    await rpc(token, 'add_session_question', { session_id: sessionId, title: 'Which fix first?', options: ['Quiet room', 'Bike racks', 'Espresso'] });

    const control = session.page;
    await logIn(control, account);
    await control.goto(`${shellUrl}/sessions/${sessionId}`);
    // The control page opens the presenter; it is driven from both.
    await control.getByRole('link', { name: 'Open the presenter view' }).click();
    await control.waitForURL(`${shellUrl}/sessions/${sessionId}/present`);
    await control.goBack();
    const presenter = await session.context.newPage();
    presenter.setDefaultTimeout(15_000);
    const presenterErrors: Error[] = [];
    presenter.on('pageerror', (error) => presenterErrors.push(error));
    await presenter.setViewportSize({ width: 1280, height: 720 });
    await presenter.goto(`${shellUrl}/sessions/${sessionId}/present`);
    await presenter.getByRole('heading', { name: 'Team day', level: 1 }).waitFor();
    expect(await presenter.getByTestId('presenter-code').textContent()).toBe(joinCode);
    await presenter.getByText('Join now: the first question appears here soon.').waitFor();
    await axe(presenter, 'presenter, before the first question', found);

    const embedPage = await session.context.newPage();
    await embedPage.goto(await site.page(`<script type="module" src="${resultsUrl}/embed.js"></script>\n<runoff-results session-id="${sessionId}"></runoff-results>`));
    const embedded = embedPage.locator('runoff-results');
    await embedded.getByText("The session has not started yet. Each question's results appear here when the host shows them.").waitFor();

    const people = [await otherBrowser(session.context.browser()!, PHONE), await otherBrowser(session.context.browser()!, PHONE)];
    try {
      for (const [index, { page }] of people.entries()) {
        await page.goto(`${shellUrl}/j/${joinCode}`);
        await page.getByLabel('Your Name').fill(index === 0 ? 'Ada' : 'Grace');
        await page.getByRole('button', { name: 'Join', exact: true }).click();
        await page.getByText('You are in. The first question appears here when the host starts.').waitFor();
      }
      await expect.poll(() => presenter.getByTestId('session-presenter-joined').textContent(), TURNOUT).toBe('2 people in the room');

      // Question 1, driven from the control page: the presenter follows.
      await control.getByRole('button', { name: 'Start: first question' }).click();
      await presenter.getByRole('heading', { name: 'Which problem first?' }).waitFor();
      await presenter.getByText('Voting on this question opens soon.').waitFor();
      await control.getByRole('button', { name: 'Open voting' }).click();
      await expect.poll(() => presenter.getByTestId('presenter-progress').textContent(), TURNOUT).toBe('0 of 2 voted');
      await axe(presenter, 'presenter, voting', found);
      for (const { page } of people) await voteWithTopChoice(page, 'Coffee');
      await expect.poll(() => presenter.getByTestId('presenter-progress').textContent(), TURNOUT).toBe('2 of 2 voted');
      await embedded.getByRole('heading', { name: 'Which problem first?' }).waitFor();
      await embedded.getByText('The results appear here when the host shows them.').waitFor();

      // Space on the presenter closes voting (after asking); the results stay hidden everywhere.
      await presenter.bringToFront();
      await presenter.keyboard.press('Space');
      const confirm = presenter.getByRole('dialog', { name: 'Close voting on this question?' });
      await confirm.getByRole('button', { name: 'Close voting' }).click();
      await presenter.getByText('Voting has closed. Waiting for the next question.').waitFor();
      for (const { page } of people) await page.getByText(CLOSED).waitFor();
      await control.getByText('The room does not see the results until you show them.').waitFor();
      await presenter.waitForTimeout(1000);
      expect(await presenter.getByTestId('presenter-outcome').count()).toBe(0);
      for (const { page } of people) expect(await page.getByText(WON).count()).toBe(0);
      expect(await embedded.getByText(WON).count()).toBe(0);

      // R on the presenter shows them: the count plays there, the phones and the embed show the results.
      await presenter.keyboard.press('r');
      const animation = presenter.getByRole('dialog', { name: 'Vote Calculation Animation' });
      await animation.waitFor(FIRST_RESULTS);
      await animation.getByRole('button', { name: 'Close Animation' }).click();
      await presenter.getByTestId('presenter-outcome').getByText('Coffee').waitFor();
      await presenter.getByRole('region', { name: 'The count explained' }).waitFor();
      for (const { page } of people) await page.getByText(WON).waitFor(FIRST_RESULTS);
      await embedded.getByText(WON).waitFor(FIRST_RESULTS);
      await embedded.getByText('Team day · Question 1 of 2').waitFor();
      await axe(presenter, 'presenter, results', found);

      // N on the presenter: question 2 everywhere; its voting driven by the presenter's Space.
      await presenter.keyboard.press('n');
      await presenter.getByRole('heading', { name: 'Which fix first?' }).waitFor();
      for (const { page } of people) await page.getByText('Question 2 of 2').waitFor();
      await embedded.getByRole('heading', { name: 'Which fix first?' }).waitFor();
      await embedded.getByText('The results appear here when the host shows them.').waitFor();
      expect(await embedded.getByText(WON).count()).toBe(0);
      await presenter.keyboard.press('Space');
      await presenter.getByRole('dialog', { name: 'Start voting now?' }).getByRole('button', { name: 'Start Voting' }).click();
      for (const { page } of people) await voteWithTopChoice(page, 'Espresso');
      await expect.poll(() => presenter.getByTestId('presenter-progress').textContent(), TURNOUT).toBe('2 of 2 voted');
      await control.getByRole('button', { name: 'Close voting' }).click();
      await presenter.getByText('Voting has closed. Waiting for the next question.').waitFor();
      for (const { page } of people) expect(await page.getByText(WON).count()).toBe(0);
      expect(await presenter.getByTestId('presenter-outcome').count()).toBe(0);
      await control.getByRole('button', { name: 'Show results' }).click();
      await presenter.getByRole('dialog', { name: 'Vote Calculation Animation' }).getByRole('button', { name: 'Close Animation' }).click();
      await presenter.getByTestId('presenter-outcome').getByText('Espresso').waitFor();
      for (const { page } of people) await page.getByText(WON).waitFor();
      await embedded.getByText('Team day · Question 2 of 2').waitFor();
      await embedded.getByText(WON).waitFor();

      // Hidden again: off the presenter and the embed.
      await control.getByRole('button', { name: 'Hide results' }).click();
      await presenter.getByText('Voting has closed. Waiting for the next question.').waitFor();
      await embedded.getByText('The results appear here when the host shows them.').waitFor();
      for (const { pageErrors } of people) expect(pageErrors).toEqual([]);
    } finally {
      for (const { context } of people) await context.close();
    }
    expect(found).toEqual({});
    expect(presenterErrors).toEqual([]);
    expect(session.pageErrors).toEqual([]);
  });
});
