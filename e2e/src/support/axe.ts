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
 * Runs axe-core (its default rule set: WCAG 2.x A/AA and best practices) on the page as it is now, or only
 * on the element `include` selects with its shadow root (an embed on somebody else's page), and returns its
 * violations, each with the selectors of the offending nodes, ready for a readable failure.
 */
export async function axeViolations(page: Page, include?: string): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol rather than added as a <script>: the apps' Content-Security-Policy
  // (rightly) refuses inline scripts, and the check must run against the headers the apps really send.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (include) => {
    const axe = (window as unknown as { axe: { run: (context: Document | { include: string[][] }) => Promise<{ violations: Array<{ id: string; impact?: string | null; help: string; nodes: Array<{ target: unknown[]; failureSummary?: string }> }> }> } }).axe;
    const { violations } = await axe.run(include === null ? document : { include: [[include]] });
    return violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      nodes: violation.nodes.map((node) => `${node.target.join(' ')} :: ${node.failureSummary ?? ''}`.slice(0, 400)),
    }));
  }, include ?? null);
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

/**
 * Texts wider than their own box: buttons, labels, headings, cells, links and every other element that holds
 * text directly, whose content is cut off (overflow hidden) or spills out of it (overflow visible): a longer
 * translation that does not wrap. A box that scrolls (overflow auto or scroll) is fine, its content can be
 * reached; inline elements and visually hidden ones (1 px, for screen readers) have no box to fit. Looks
 * inside open shadow roots (the embed). Empty when every text fits.
 */
export async function clippedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const visit = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll<HTMLElement>('*')) {
        if (element.shadowRoot) visit(element.shadowRoot);
        if (!(element instanceof HTMLElement) || ['SCRIPT', 'STYLE', 'SELECT', 'OPTION', 'TEXTAREA', 'INPUT'].includes(element.tagName)) continue;
        const holdsText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '');
        if (!holdsText && element.tagName !== 'BUTTON') continue;
        const style = getComputedStyle(element);
        if (style.display === 'inline' || style.display === 'contents' || style.visibility === 'hidden' || element.getClientRects().length === 0) continue;
        if (element.clientWidth <= 1 || element.clientHeight <= 1) continue; // visually hidden
        if (style.overflowX === 'auto' || style.overflowX === 'scroll') continue;
        if (element.scrollWidth > element.clientWidth + 1) {
          found.push(`${element.tagName.toLowerCase()}.${[...element.classList].join('.')} (${element.scrollWidth}px in ${element.clientWidth}px, overflow ${style.overflowX}): ${(element.textContent ?? '').trim().slice(0, 60)}`);
        }
      }
    };
    visit(document);
    return found;
  });
}
