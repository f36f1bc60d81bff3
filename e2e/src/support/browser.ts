import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { findChromium } from '@runoff/harness/find-chromium';

/** A system Chromium first (Playwright cannot download browsers on every machine); see find-chromium.ts. */
const executablePath = findChromium();
const args = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface BrowserSession {
  readonly page: Page;
  readonly context: BrowserContext;
  /** Uncaught errors of the page (a second React, a broken remote...) collected during the test. */
  readonly pageErrors: Error[];
}

/** One Chromium per test file and a fresh context (cookies, storage) for every test. */
export function useBrowser(): BrowserSession {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let pageErrors: Error[] = [];

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath, args, headless: true });
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    if (!browser) throw new Error('Chromium did not start');
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
    pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error));
  });
  afterEach(async () => {
    await context?.close();
  });

  return {
    get page() {
      if (!page) throw new Error('No page: use the session inside a test');
      return page;
    },
    get context() {
      if (!context) throw new Error('No context: use the session inside a test');
      return context;
    },
    get pageErrors() {
      return pageErrors;
    },
  };
}
