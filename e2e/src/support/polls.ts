import type { Browser, Page } from 'playwright-core';
import { shellUrl } from './apps';

/** What the Create Poll form is given beyond the title and options. */
export interface PollForm {
  category?: string;
  description?: string;
  /** The participant limit, as typed. */
  limit?: string;
  accountsOnly?: boolean;
  /** "Fair ballots" (on by default: each voter's ballot starts in its own order); false starts every ballot in the list order. */
  fairBallots?: boolean;
}

/** The host creates a poll on /polls/create and lands on its detail page; returns its id (the host must be signed in). */
export async function createPollInUi(host: Page, title: string, options: string[] = ['Pizza', 'Sushi'], form: PollForm = {}): Promise<string> {
  const { category = 'Food', description, limit, accountsOnly, fairBallots = true } = form;
  await host.goto(`${shellUrl}/polls/create`);
  await host.getByLabel('Title').fill(title);
  if (description) await host.getByLabel('Description').fill(description);
  await host.getByLabel('Category').fill(category);
  for (let index = 2; index < options.length; index += 1) await host.getByRole('button', { name: 'Add Option' }).click();
  for (const [index, text] of options.entries()) await host.getByLabel(`Option ${index + 1}`, { exact: true }).fill(text);
  if (limit) await host.getByLabel('Participant limit').fill(limit);
  if (accountsOnly) await host.getByLabel('Accounts only').check();
  if (!fairBallots) await host.getByLabel('Fair ballots').uncheck();
  await host.getByRole('button', { name: 'Create Poll' }).click();
  await host.waitForURL(/\/polls\/[0-9a-f-]{36}$/);
  return new URL(host.url()).pathname.split('/').pop()!;
}

/** Another person's browser: its own context (storage, session), a phone-sized screen by default. */
export async function otherBrowser(browser: Browser, viewport = { width: 390, height: 844 }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  return { context, page, pageErrors };
}

/** A participant in a browser of their own (no account) who joins a poll's lobby by its link. */
export async function joinAsParticipant(browser: Browser, pollId: string, name: string, viewport?: { width: number; height: number }) {
  const participant = await otherBrowser(browser, viewport);
  await participant.page.goto(`${shellUrl}/polls/${pollId}/vote`);
  const dialog = participant.page.getByRole('dialog', { name: 'Join Poll' });
  await dialog.getByLabel('Your Name').fill(name);
  await dialog.getByRole('button', { name: 'Join Poll' }).click();
  await participant.page.getByText(/^Participants \(\d+\)$/).waitFor();
  return participant;
}

/** The ballot's ranking as shown, first choice first (each card's option text). */
export async function shownRanking(page: Page): Promise<string[]> {
  return page
    .getByRole('list', { name: 'Your ranking, first choice on top' })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.querySelector('span + span')?.firstChild?.textContent ?? ''));
}

/**
 * Moves `optionText` to the top with dnd-kit's keyboard drag, from wherever the ballot started it (fair
 * ballots start each voter's ballot in an order of its own), then submits. Returns the ranking submitted.
 */
export async function voteWithTopChoice(page: Page, optionText: string): Promise<string[]> {
  await page.getByRole('heading', { name: 'Rank Your Choices' }).waitFor();
  // The panel scrolls itself into view 500 ms after voting opens; let it settle before dragging.
  await page.waitForTimeout(1000);
  const start = await shownRanking(page);
  const from = start.indexOf(optionText) + 1;
  if (from < 1) throw new Error(`${optionText} is not on the ballot (${start.join(', ')})`);
  if (from > 1) {
    await page.getByRole('button', { name: `${optionText}, choice ${from}` }).focus();
    // dnd-kit's keyboard drag: Space picks up, arrows move (each move is measured and animated), Space drops.
    for (const key of ['Space', ...Array<string>(from - 1).fill('ArrowUp'), 'Space']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(300);
    }
  }
  await page.getByRole('button', { name: `${optionText}, choice 1` }).waitFor();
  const submitted = await shownRanking(page);
  await page.getByRole('button', { name: 'Submit Vote' }).click();
  await page.getByText('Vote submitted successfully!').waitFor();
  return submitted;
}
