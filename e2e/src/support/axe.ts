import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/**
 * Runs axe-core (its default rule set: WCAG 2.x A/AA and best practices) on the page as it is now and
 * returns its violations, each with the selectors of the offending nodes, ready for a readable failure.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol rather than added as a <script>: the apps' Content-Security-Policy
  // (rightly) refuses inline scripts, and the check must run against the headers the apps really send.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: Array<{ id: string; impact?: string | null; help: string; nodes: Array<{ target: unknown[]; failureSummary?: string }> }> }> } }).axe;
    const { violations } = await axe.run(document);
    return violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      nodes: violation.nodes.map((node) => `${node.target.join(' ')} :: ${node.failureSummary ?? ''}`.slice(0, 400)),
    }));
  });
}

/** The page's horizontal overflow in CSS pixels: 0 when nothing sticks out sideways. */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * Why a page overflows sideways: its innermost elements that reach past the right edge (tag, classes, the
 * start of their text), for a failure message that points at the culprit. Empty when nothing overflows.
 */
export async function overflowCulprits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const limit = document.documentElement.clientWidth + 1;
    const wide = [...document.body.querySelectorAll('*')].filter((element) => element.getBoundingClientRect().right > limit);
    return wide
      .filter((element) => !wide.some((other) => other !== element && element.contains(other)))
      .slice(0, 8)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} (${Math.round(element.getBoundingClientRect().right)}px): ${(element.textContent ?? '').slice(0, 40)}`);
  });
}
