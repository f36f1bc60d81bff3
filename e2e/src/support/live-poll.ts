import type { Browser, Page } from 'playwright-core';
import { shellUrl } from './apps';

/** The host creates a poll on /polls/create and lands on its detail page; returns its id. */
export async function createPoll(host: Page, title: string, options: string[], { category = 'Food', description = '' } = {}): Promise<string> {
  await host.goto(`${shellUrl}/polls/create`);
  await host.getByLabel('Title').fill(title);
  if (description) await host.getByLabel('Description').fill(description);
  await host.getByLabel('Category').fill(category);
  for (let index = 2; index < options.length; index += 1) await host.getByRole('button', { name: 'Add Option' }).click();
  for (const [index, text] of options.entries()) await host.getByLabel(`Option ${index + 1}`, { exact: true }).fill(text);
  await host.getByRole('button', { name: 'Create Poll' }).click();
  await host.waitForURL(/\/polls\/[0-9a-f-]{36}$/);
  return new URL(host.url()).pathname.split('/').pop()!;
}

/** A participant in a browser of their own (no account) who joins a poll's lobby by its link. */
export async function joinAsParticipant(browser: Browser, pollId: string, name: string, viewport = { width: 390, height: 844 }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(`${shellUrl}/polls/${pollId}/vote`);
  const dialog = page.getByRole('dialog', { name: 'Join Poll' });
  await dialog.getByLabel('Your Name').fill(name);
  await dialog.getByRole('button', { name: 'Join Poll' }).click();
  await page.getByText(/^Participants \(\d+\)$/).waitFor();
  return { context, page };
}

/** Moves the option shown at `from` (1-based choice) to the top with dnd-kit's keyboard drag, then submits. */
export async function voteWithTopChoice(page: Page, optionText: string, from: number): Promise<void> {
  await page.getByRole('heading', { name: 'Rank Your Choices' }).waitFor();
  // The panel scrolls itself into view 500 ms after voting opens; let it settle before dragging.
  await page.waitForTimeout(1000);
  if (from > 1) {
    await page.getByRole('button', { name: `${optionText}, choice ${from}` }).focus();
    for (const key of ['Space', ...Array<string>(from - 1).fill('ArrowUp'), 'Space']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(300);
    }
  }
  await page.getByRole('button', { name: `${optionText}, choice 1` }).waitFor();
  await page.getByRole('button', { name: 'Submit Vote' }).click();
  await page.getByText('Vote submitted successfully!').waitFor();
}
