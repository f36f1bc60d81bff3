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
  /**
   * A session's room (issue 32), measured like the join page: /j/{code} of a session until its join form
   * shows (it asks for a name before anything else).
   */
  sessionJoin: 200 * 1024,
  /**
   * Issue 32's target, the join page's budget: /j/{code} of a session whose question is open, joined
   * anonymously, until the ballot shows; everything the join step loads counts (supabase-js for the sign-in
   * among it: the sign-in itself goes without supabase-js, which loads after the ballot shows, for the room's
   * channel). Checked by e2e/src/first-load-budget.test.ts and `pnpm bundle:weight` (docs/performance.md, "First load").
   */
  session: 200 * 1024,
} as const;

export type FirstLoadPage = keyof typeof FIRST_LOAD_BUDGETS;

interface WeighedRequest {
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
 * When a page counts as usable: the element whose first appearance ends the first load, and how a test
 * waits for it to be visible. The page itself notes when that element entered the document, and only
 * requests started by then are weighed: what the page starts after (the join modal's sign-in, 300 ms after
 * its first frame) stays out however late the test's wait notices the element on a loaded machine.
 */
export interface PageReady {
  selector: string;
  wait: (page: Page) => Promise<void>;
}

/** The shell's home page is ready when its heading shows. */
export const homeReady: PageReady = {
  selector: 'h1',
  wait: (page) => page.getByRole('heading', { level: 1, name: 'Ranked-choice polls for anything' }).waitFor(),
};

/** The join page is ready for an anonymous participant when the Join Poll modal is visible. */
export const joinReady: PageReady = {
  selector: '[role="dialog"]',
  wait: (page) => page.getByRole('dialog', { name: 'Join Poll' }).waitFor({ state: 'visible' }),
};

/** A session's room asks for a name first: ready when its join form's name field is there. */
export const sessionJoinReady: PageReady = {
  selector: 'input[autocomplete="nickname"]',
  wait: (page) => page.getByRole('heading', { name: 'Join the session' }).waitFor({ state: 'visible' }),
};

/**
 * A session's room is ready when the open question's ballot shows: the room's page asks for a name first, so
 * the wait joins anonymously, then waits for the ranking.
 */
export const sessionBallotReady: PageReady = {
  selector: 'ol[aria-label="Your ranking, first choice on top"]',
  wait: async (page) => {
    await page.getByRole('heading', { name: 'Join the session' }).waitFor();
    await page.getByRole('button', { name: 'Join Anonymously' }).click();
    await page.getByRole('list', { name: 'Your ranking, first choice on top' }).waitFor({ state: 'visible' });
  },
};

/** Notes in the page when the ready element first enters the document (a script string: no DOM types here). */
function readyNote(selector: string): string {
  return `(() => {
    const observer = new MutationObserver(() => {
      if (window.__runoffReadyAt === undefined && document.querySelector(${JSON.stringify(selector)})) {
        window.__runoffReadyAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  })();`;
}

/**
 * Opens `url` in a new browser context (an empty cache) and weighs every JS and CSS response whose request
 * started before the page's `ready` element appeared; what loads afterwards (prefetches, later chunks) is
 * not part of the first load. `check` runs on the ready page (what the test also expects of it).
 */
export async function measureFirstLoad(browser: Browser, url: string, ready: PageReady, check?: (page: Page) => Promise<void>): Promise<FirstLoad> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await page.addInitScript({ content: readyNote(ready.selector) });
    const received: { response: Response; kind: 'js' | 'css'; body: Promise<Buffer | null> }[] = [];
    page.on('response', (response) => {
      const kind = kindOf(response);
      if (!kind || response.status() !== 200) return;
      // Read the body at once: the browser may drop it later.
      received.push({ response, kind, body: response.body().catch(() => null) });
    });
    await page.goto(url);
    await ready.wait(page);
    await check?.(page);
    const snapshot = [...received];
    const { readyAt, started } = await page.evaluate<{ readyAt: number; started: [string, number][] }>(
      `({ readyAt: window.__runoffReadyAt ?? performance.now(), started: performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime]) })`,
    );
    const startedAt = new Map(started);
    const requests: WeighedRequest[] = [];
    for (const { response, kind, body } of snapshot) {
      const start = startedAt.get(response.url());
      // A response the page's resource timing does not list (none so far) is weighed: never too little.
      if (start !== undefined && start > readyAt) continue;
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
