import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, registerAccount } from './support/accounts';
import { shellUrl, useServedApps } from './support/apps';
import { useBrowser } from './support/browser';
import { createPollInUi, otherBrowser, shownRanking } from './support/polls';
import { decodeQr } from './support/qr';

const CODE = /^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{6}$/;

/** Shared by the tests below, which run in order: the poll the first one ran to its end. */
const finished = { pollId: '', code: '', hostEmail: '', hostPassword: '' };

async function joinDialog(page: Page, name: string | null): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Join Poll' });
  if (name === null) {
    await dialog.getByRole('button', { name: 'Join Anonymously' }).click();
  } else {
    await dialog.getByLabel('Your Name').fill(name);
    await dialog.getByRole('button', { name: 'Join Poll' }).click();
  }
}

/** Submits the ballot as it starts (each voter's own order: fair ballots); returns the ranking submitted. */
async function vote(page: Page): Promise<string[]> {
  await page.getByRole('heading', { name: 'Rank Your Choices' }).waitFor();
  const ranking = await shownRanking(page);
  await page.getByRole('button', { name: 'Submit Vote' }).click();
  await page.getByText('Vote submitted successfully!').waitFor();
  return ranking;
}

/**
 * Issue 11, "The room": the presenter view on a 1920×1080 projector through a whole poll, people joining by
 * the short code (the /j/{code} link of the QR code, and the home page's field), and everyone getting back
 * to the result after the end.
 */
describe('the room', () => {
  useServedApps();
  const session = useBrowser();

  it('presents a whole poll: the QR code holds the short link, people appear, votes are counted, the winner is shown', async () => {
    const browser = session.context.browser()!;
    const account = await registerAccount('presenter');
    const projector = await otherBrowser(browser, { width: 1920, height: 1080 });
    const ada = await otherBrowser(browser);
    const anonymous = await otherBrowser(browser);
    try {
      const host = projector.page;
      await logIn(host, account);
      // Ballots start in the list order (fair ballots off): both voters submit Library, Cafe, Park, so Library wins.
      const pollId = await createPollInUi(host, 'Where do we meet?', ['Library', 'Cafe', 'Park'], { fairBallots: false });
      await host.getByRole('link', { name: 'Present' }).click();
      await host.waitForURL(`${shellUrl}/polls/${pollId}/present`);

      // The code in large type, and a QR code of at least 40% of the screen height that decodes to /j/{code}.
      const codeText = host.getByTestId('presenter-code');
      await codeText.waitFor();
      const code = (await codeText.textContent()) ?? '';
      expect(code).toMatch(CODE);
      const qr = host.getByTestId('presenter-qr');
      await host.waitForFunction(() => document.querySelector('[data-testid="presenter-qr"]') !== null);
      const box = await qr.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(0.4 * 1080);
      expect(await decodeQr(qr)).toBe(`${shellUrl}/j/${code}`);
      await host.getByText(`${new URL(shellUrl).host}/j/${code}`).waitFor();
      await host.getByText('Waiting for Participants').waitFor();
      // F toggles full screen (the Fullscreen API; the browser's Escape leaves it too).
      const fullscreen = () => host.evaluate(() => document.fullscreenElement !== null);
      await host.keyboard.press('f');
      await expect.poll(fullscreen).toBe(true);
      await host.keyboard.press('f');
      await expect.poll(fullscreen).toBe(false);

      // Ada follows the short link (what the QR code holds); the other joins by typing the code on the home page.
      await ada.page.goto(`${shellUrl}/j/${code}`);
      await ada.page.waitForURL(`${shellUrl}/polls/${pollId}/vote`);
      await joinDialog(ada.page, 'Ada');
      await host.getByText('Ada').waitFor();
      await expect.poll(() => host.getByTestId('presenter-participant-count').textContent()).toBe('1');

      await anonymous.page.goto(shellUrl);
      await anonymous.page.getByRole('textbox', { name: 'Code' }).fill(`${code.slice(0, 3).toLowerCase()}-${code.slice(3)}`);
      await anonymous.page.getByRole('button', { name: 'Join', exact: true }).click();
      await anonymous.page.waitForURL(`${shellUrl}/polls/${pollId}/vote`);
      await joinDialog(anonymous.page, null);
      // Nobody is "Anonymous Participant": the unnamed are numbered.
      await host.getByText('Participant 1', { exact: true }).waitFor();
      await expect.poll(() => host.getByTestId('presenter-participant-count').textContent()).toBe('2');
      await anonymous.page.getByText('Participant 1', { exact: true }).waitFor();

      // Space opens voting after a confirmation.
      await host.keyboard.press('Space');
      const confirmStart = host.getByRole('dialog', { name: 'Start voting now?' });
      await confirmStart.getByRole('button', { name: 'Start Voting' }).click();
      await host.getByText('Voting Phase').waitFor();
      await expect.poll(() => host.getByTestId('presenter-progress').textContent()).toBe('0 of 2 voted');

      const adaRanking = await vote(ada.page);
      expect(adaRanking).toEqual(['Library', 'Cafe', 'Park']);
      await expect.poll(() => host.getByTestId('presenter-progress').textContent()).toBe('1 of 2 voted');
      // Ada sees her own ranking beside the Voted state, kept in her browser only.
      const ballot = ada.page.getByRole('region', { name: 'Your ballot' });
      expect(await ballot.getByRole('listitem').allTextContents()).toEqual(adaRanking);
      await vote(anonymous.page);
      await expect.poll(() => host.getByTestId('presenter-progress').textContent()).toBe('2 of 2 voted');

      // Space again ends voting (confirmed); the count animation plays and → steps it.
      await host.keyboard.press('Space');
      const confirmEnd = host.getByRole('dialog', { name: 'End voting and show the results?' });
      await confirmEnd.getByRole('button', { name: 'End Voting & Show Results' }).click();
      const animation = host.getByRole('dialog', { name: 'Vote Calculation Animation' });
      await animation.waitFor();
      const step = animation.getByText(/^Step \d+ of \d+$/);
      await step.waitFor();
      await host.keyboard.press('ArrowRight');
      const before = await step.textContent();
      await host.keyboard.press('ArrowRight');
      expect(await step.textContent()).not.toBe(before);
      await animation.getByRole('button', { name: 'Close Animation' }).click();

      // The big winner, still there after a reload.
      const outcome = host.getByTestId('presenter-outcome');
      await outcome.getByText('Library').waitFor();
      await host.reload();
      await host.getByTestId('presenter-outcome').getByText('Library').waitFor();
      await host.getByText('Results', { exact: true }).waitFor();

      // The anonymous participant reloads after the end: the results, never /login.
      await anonymous.page.reload();
      await anonymous.page.getByText('Voting has ended. Here are the results.').waitFor();
      expect(new URL(anonymous.page.url()).pathname).toBe(`/polls/${pollId}/vote`);
      await anonymous.page.getByRole('region', { name: 'Your ballot' }).waitFor();

      expect([...projector.pageErrors, ...ada.pageErrors, ...anonymous.pageErrors]).toEqual([]);
      Object.assign(finished, { pollId, code, hostEmail: account.email, hostPassword: account.password });
    } finally {
      await Promise.all([projector.context.close(), ada.context.close(), anonymous.context.close()]);
    }
  }, 180_000);

  it('shows a completed poll to whoever opens its join link, sends its host to the detail page, and retires its code', async () => {
    expect(finished.pollId, 'the presenter test must run first').not.toBe('');
    const page = session.page;

    // A visitor who never joined, with no account and no session.
    await page.goto(`${shellUrl}/polls/${finished.pollId}/vote`);
    await page.getByText('Voting has ended. Here are the results.').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/polls/${finished.pollId}/vote`);
    await expect.poll(() => page.getByText('Library').count()).toBeGreaterThan(0);

    // The code of a completed poll resolves no more, with a clear message.
    await page.goto(`${shellUrl}/j/${finished.code.toLowerCase()}`);
    await page.getByText(`No open poll has the code ${finished.code}. Check the code, or ask the host for the link.`).waitFor();

    // The host opening the join link goes to the poll's detail page.
    await logIn(page, { username: '', email: finished.hostEmail, password: finished.hostPassword });
    await page.goto(`${shellUrl}/polls/${finished.pollId}/vote`);
    await page.waitForURL(`${shellUrl}/polls/${finished.pollId}`);
    expect(session.pageErrors).toEqual([]);
  });
});
