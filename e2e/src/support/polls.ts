import type { Browser, Page } from 'playwright-core';
import { shellUrl } from './apps';

/** Creates a poll through the Create Poll page and returns its id (the host must be signed in). */
export async function createPollInUi(host: Page, title: string, options: string[]): Promise<string> {
  await host.goto(`${shellUrl}/polls/create`);
  await host.getByLabel('Title').fill(title);
  for (let index = 2; index < options.length; index += 1) await host.getByRole('button', { name: 'Add Option' }).click();
  for (const [index, text] of options.entries()) await host.getByLabel(`Option ${index + 1}`, { exact: true }).fill(text);
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
