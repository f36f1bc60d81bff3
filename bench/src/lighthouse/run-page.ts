/**
 * One Lighthouse run on one page: a fresh Chromium (chrome-launcher), Lighthouse's default config (the
 * mobile preset: Moto G Power screen, simulated slow 4G and 4× CPU slowdown), performance and
 * accessibility only. Lighthouse clears the origin's storage and cache first, so every run is a cold first visit.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findChromium } from '@runoff/harness/find-chromium';

export interface PageRun {
  performance: number;
  accessibility: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  /** What Lighthouse took for the largest contentful paint, e.g. `h1` or `footer > p`. */
  lcpElement: string;
  /** Accessibility audits that failed, by id. */
  accessibilityFailures: string[];
  /** Lighthouse's version and the browser's, as the report states them. */
  tool: string;
}

interface ElementDetails {
  items?: Array<{ items?: Array<{ node?: { selector?: string; snippet?: string } }>; node?: { selector?: string; snippet?: string } }>;
}

function lcpElementOf(details: unknown): string {
  const table = details as ElementDetails | undefined;
  const first = table?.items?.[0];
  const node = first?.node ?? first?.items?.[0]?.node;
  return node?.selector ?? node?.snippet ?? 'unknown';
}

/** With `reportFile`, the whole report (JSON) is kept there for a closer look (LCP breakdown, long tasks). */
export async function runLighthouse(url: string, reportFile?: string): Promise<PageRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    // --no-sandbox: CI and this machine run as root, where Chromium's sandbox cannot start.
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (reportFile) {
      fs.mkdirSync(path.dirname(reportFile), { recursive: true });
      fs.writeFileSync(reportFile, JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id];
    const numeric = (id: string) => {
      const value = audit(id)?.numericValue;
      if (value === undefined) throw new Error(`Lighthouse measured no ${id} on ${url}: ${audit(id)?.errorMessage ?? 'no value'}`);
      return value;
    };
    const accessibilityFailures = (lhr.categories.accessibility?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && audit(ref.id)?.score === 0)
      .map((ref) => ref.id);
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      lcpMs: numeric('largest-contentful-paint'),
      fcpMs: numeric('first-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      lcpElement: lcpElementOf(audit('largest-contentful-paint-element')?.details),
      accessibilityFailures,
      tool: `Lighthouse ${lhr.lighthouseVersion}, ${/(?:Headless)?Chrome\/[\d.]+/.exec(lhr.environment.hostUserAgent)?.[0] ?? lhr.environment.hostUserAgent}`,
    };
  } finally {
    chrome.kill();
  }
}
