/**
 * First-load weight (issue 10, docs/performance.md "First load"): what a visitor's browser fetches, as
 * gzip JavaScript + CSS, from a cold cache until a page is usable. Shared by the budget test
 * (e2e/src/first-load-budget.test.ts) and `pnpm bundle:weight` (bench/src/first-load.ts).
 *
 * Each JS or CSS body the network delivered is gzipped here (level 9, as static hosts and CDNs compress),
 * whatever Content-Encoding the server used: the figure depends on the build only, not on the server.
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page, type Response } from 'playwright-core';
import { findChromium } from './find-chromium.js';

/** The budgets, gzip bytes of JS + CSS on a cold cache. The one place they are set. */
export const FIRST_LOAD_BUDGETS = {
  /** The shell's home page, until its heading shows. */
  home: 170 * 1024,
  /** What a participant opens from the QR code (/j/{code}), until the Join Poll modal shows. */
  join: 200 * 1024,
  /** The spec's join route and every older link's (/polls/{id}/vote), until the Join Poll modal shows. */
  vote: 200 * 1024,
} as const;

export type FirstLoadPage = keyof typeof FIRST_LOAD_BUDGETS;

export interface WeighedRequest {
  url: string;
  kind: 'js' | 'css';
  /** Decoded body size. */
  bytes: number;
  gzipBytes: number;
}

export interface FirstLoad {
  requests: WeighedRequest[];
  bytes: number;
  gzipBytes: number;
}

function kindOf(response: Response): 'js' | 'css' | null {
  const type = response.headers()['content-type'] ?? '';
  const pathname = new URL(response.url()).pathname;
  if (/javascript|ecmascript/.test(type) || /\.m?js$/.test(pathname)) return 'js';
  if (type.includes('text/css') || pathname.endsWith('.css')) return 'css';
  return null;
}

/**
 * Opens `url` in a new browser context (an empty cache) and weighs every JS and CSS response received
 * until `ready` resolves; what loads afterwards (prefetches, later chunks) is not part of the first load.
 */
export async function measureFirstLoad(browser: Browser, url: string, ready: (page: Page) => Promise<void>): Promise<FirstLoad> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    const received: { response: Response; kind: 'js' | 'css'; body: Promise<Buffer | null> }[] = [];
    page.on('response', (response) => {
      const kind = kindOf(response);
      if (!kind || response.status() !== 200) return;
      // Read the body at once: the browser may drop it later.
      received.push({ response, kind, body: response.body().catch(() => null) });
    });
    await page.goto(url);
    await ready(page);
    const snapshot = [...received];
    const requests: WeighedRequest[] = [];
    for (const { response, kind, body } of snapshot) {
      const content = await body;
      if (!content) throw new Error(`Could not read the body of ${response.url()}`);
      requests.push({ url: response.url(), kind, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length });
    }
    return {
      requests,
      bytes: requests.reduce((sum, request) => sum + request.bytes, 0),
      gzipBytes: requests.reduce((sum, request) => sum + request.gzipBytes, 0),
    };
  } finally {
    await context.close();
  }
}

/** A headless Chromium for scripts outside the test runner (the tests use support/browser.ts). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: findChromium(),
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/** The shell's home page is ready when its heading shows. */
export async function homeReady(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Ranked-choice polls for anything' }).waitFor();
}

/** The join page is ready for an anonymous participant when the Join Poll modal is visible. */
export async function joinReady(page: Page): Promise<void> {
  await page.getByRole('dialog', { name: 'Join Poll' }).waitFor({ state: 'visible' });
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** A table of one page's requests and its total against its budget. */
export function formatFirstLoad(name: FirstLoadPage, load: FirstLoad): string {
  const lines = [`${name}: ${kB(load.gzipBytes)} gzip JS+CSS in ${load.requests.length} requests (${kB(load.bytes)} decoded), budget ${kB(FIRST_LOAD_BUDGETS[name])}`];
  for (const request of load.requests) {
    const { host, pathname } = new URL(request.url);
    lines.push(`  ${kB(request.gzipBytes).padStart(9)} ${kB(request.bytes).padStart(9)}  ${request.kind.padEnd(3)} ${host}${pathname}`);
  }
  return lines.join('\n');
}
