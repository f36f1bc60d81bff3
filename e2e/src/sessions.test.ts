import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, registerAccount } from './support/accounts';
import { shellUrl, useServedApps } from './support/apps';
import { axeViolations, type AxeViolation } from './support/axe';
import { useBrowser } from './support/browser';
import { rpc, signIn } from './support/poll-api';
import { otherBrowser, voteWithTopChoice } from './support/polls';

/**
 * Issue 32, one room, many questions: a host creates a session of two questions on the control page, two
 * participants on 390 × 844 phones join once by its code and answer both, results stay hidden until the
 * host shows them, and one participant reloads in the middle of question 2 and lands on it again.
 */
const PHONE = { width: 390, height: 844 };
const WON = 'Won with the highest support after 1 round(s) of counting.';

async function axe(page: Page, where: string, found: Record<string, AxeViolation[]>) {
  await page.waitForTimeout(500); // entrance transitions settle before colours are read
  const violations = await axeViolations(page);
  if (violations.length > 0) found[where] = violations;
}

async function addQuestion(host: Page, title: string, options: string[]) {
  const form = host.getByRole('region', { name: 'Add a question' });
  await form.getByLabel('Question', { exact: true }).fill(title);
  for (const [index, text] of options.entries()) {
    if (index >= 2) await form.getByRole('button', { name: 'Add Option' }).click();
    await form.getByLabel(`Option ${index + 1}`, { exact: true }).fill(text);
  }
  await form.getByRole('button', { name: 'Add Question' }).click();
  await host.getByRole('listitem').filter({ hasText: title }).waitFor();
}

describe('a session of questions', () => {
  useServedApps();
  const session = useBrowser();

  it('runs two questions for a room that joined once', { timeout: 300_000 }, async () => {
    const host = session.page;
    const found: Record<string, AxeViolation[]> = {};
    const account = await registerAccount('session-host');
    await logIn(host, account);

    // The dashboard lists sessions beside polls, and leads to New Session.
    await host.goto(`${shellUrl}/dashboard`);
    await host.getByRole('heading', { name: 'Your Sessions' }).waitFor();
    await host.getByText('No sessions yet. A session asks one room many questions.').waitFor();
    await axe(host, 'dashboard', found);
    await host.getByRole('link', { name: 'New Session' }).click();
    await host.getByRole('heading', { name: 'New Session', level: 1 }).waitFor();
    await axe(host, 'create session', found);
    await host.getByLabel('Title').fill('Workshop');
    await host.getByRole('button', { name: 'Create Session' }).click();
    await host.waitForURL(/\/sessions\/[0-9a-f-]{36}$/);
    const sessionId = host.url().split('/').pop()!;
    await host.getByRole('heading', { name: 'Workshop', level: 1 }).waitFor();

    await addQuestion(host, 'Which problem first?', ['Noise', 'Parking', 'Coffee']);
    await addQuestion(host, 'Which fix first?', ['Quiet room', 'Bike racks', 'Espresso']);
    await axe(host, 'control page', found);
    const { joinCode } = await rpc<{ joinCode: string }>(await signIn(account), 'get_session', { session_id: sessionId });

    const people = [await otherBrowser(session.context.browser()!, PHONE), await otherBrowser(session.context.browser()!, PHONE)];
    try {
      // Each joins once, by the session's code, with one name.
      for (const [index, { page }] of people.entries()) {
        await page.goto(`${shellUrl}/j/${joinCode}`);
        await page.getByRole('heading', { name: 'Join the session' }).waitFor();
        await page.getByText('Workshop').waitFor();
        if (index === 0) await axe(page, 'join form', found);
        await page.getByLabel('Your Name').fill(index === 0 ? 'Ada' : 'Grace');
        await page.getByRole('button', { name: 'Join', exact: true }).click();
        await page.getByText('You are in. The first question appears here when the host starts.').waitFor();
      }
      await host.getByText('2 people joined').waitFor();

      // Question 1: shown, opened, answered by both; closed, results hidden until the host shows them.
      await host.getByRole('button', { name: 'Start: first question' }).click();
      for (const { page } of people) await page.getByText('Voting on this question opens soon.').waitFor();
      await host.getByRole('button', { name: 'Open voting' }).click();
      for (const { page } of people) await voteWithTopChoice(page, 'Coffee');
      await axe(people[0]!.page, 'voted', found);
      for (const { page } of people) await page.getByText('Thank you! Waiting for the next question.').waitFor();
      await host.getByText('2 of 2 voted').waitFor();
      await host.getByRole('button', { name: 'Close voting' }).click();
      for (const { page } of people) await page.getByText('Voting has closed. Waiting for the host to show the results or the next question.').waitFor();
      // Nobody sees the count before the host shows it.
      await host.getByText('The room does not see the results until you show them.').waitFor();
      await people[0]!.page.waitForTimeout(1000);
      for (const { page } of people) expect(await page.getByText(WON).count()).toBe(0);
      await host.getByRole('button', { name: 'Show results' }).click();
      await host.getByText(WON).waitFor();
      for (const { page } of people) await page.getByText(WON).waitFor();
      await axe(people[1]!.page, 'results', found);

      // Question 2: one participant reloads mid-question and resumes on its ballot.
      await host.getByRole('button', { name: 'Next question' }).click();
      for (const { page } of people) await page.getByText('Question 2 of 2').waitFor();
      await host.getByRole('button', { name: 'Open voting' }).click();
      const [ada, grace] = [people[0]!.page, people[1]!.page];
      await ada.getByRole('heading', { name: 'Rank Your Choices' }).waitFor();
      await axe(ada, 'ballot', found);
      await ada.reload();
      await ada.getByText('Question 2 of 2').waitFor();
      await voteWithTopChoice(ada, 'Espresso');
      await voteWithTopChoice(grace, 'Espresso');
      await host.getByText('2 of 2 voted').waitFor();
      await host.getByRole('button', { name: 'Close voting' }).click();
      for (const page of [ada, grace]) await page.getByText('Voting has closed. Waiting for the host to show the results or the next question.').waitFor();
      for (const page of [ada, grace]) expect(await page.getByText(WON).count()).toBe(0);
      await host.getByRole('button', { name: 'Show results' }).click();
      for (const page of [ada, grace]) await page.getByText(WON).waitFor();
      // The last question: nothing follows it.
      expect(await host.getByRole('button', { name: 'Next question' }).isDisabled()).toBe(true);
      for (const { pageErrors } of people) expect(pageErrors).toEqual([]);
    } finally {
      for (const { context } of people) await context.close();
    }
    // The host opening the room's link is sent to the control page, not handed a ballot.
    await host.goto(`${shellUrl}/sessions/${sessionId}/join`);
    await host.getByRole('link', { name: 'Open the control page' }).click();
    await host.getByRole('button', { name: 'Previous question' }).waitFor();
    expect(found).toEqual({});
    expect(session.pageErrors).toEqual([]);
  });
});
