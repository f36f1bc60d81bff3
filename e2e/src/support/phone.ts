import type { Page } from 'playwright-core';
import { horizontalOverflow, overflowCulprits } from './axe';

/**
 * Measurements of a page held in the hand (issue 33), each returning what is wrong as readable lines, empty
 * when all is well, so a failure names the word, the control or the element at fault.
 */

/** The two phones the issue tries: an iPhone's 390 × 844 and an Android's 360 × 740. */
export const PHONES = [
  { name: '390x844', width: 390, height: 844 },
  { name: '360x740', width: 360, height: 740 },
] as const;

/** The smallest touch target, in CSS pixels (WCAG 2.5.5, Apple's and Google's guidelines). */
const MIN_TARGET = 44;

/**
 * Words broken inside themselves: for every word of every visible text node (split at spaces, and after a
 * hyphen or slash, where a line may rightly break), the line boxes its text spans, measured with
 * Range.getClientRects. A word whose boxes stand on more than one line was split ("Kraków" as "Kra" / "ków").
 * Text a screen reader alone reads (a box of 2 px or less, clipped) has no lines to keep. E-mail addresses
 * are left out: a reader's own address may be longer than a phone's line (any length, no place to break),
 * and `overflow-wrap: anywhere` breaks one only when it cannot fit on a line by itself. Counting them made
 * the check depend on the length of a test's random address (the Arabic code sign-in failed once in CI).
 */
async function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!parent || text.trim() === '' || ['SCRIPT', 'STYLE', 'OPTION', 'TEXTAREA'].includes(parent.tagName)) continue;
      const box = parent.getBoundingClientRect();
      if (box.width <= 2 || box.height <= 2 || parent.closest('[aria-hidden="true"] svg, svg')) continue;
      const style = getComputedStyle(parent);
      if (style.visibility === 'hidden' || style.clipPath.startsWith('inset(50%')) continue;
      for (const match of text.matchAll(/[^\s‐/–—-]+[‐/–—-]?/g)) {
        if (match[0].includes('@')) continue;
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
        if (rects.length < 2) continue;
        const tops = rects.map((rect) => rect.top);
        const height = Math.min(...rects.map((rect) => rect.height));
        if (Math.max(...tops) - Math.min(...tops) > height / 2) {
          found.push(`"${match[0]}" on ${new Set(tops.map(Math.round)).size} lines in ${parent.tagName.toLowerCase()}.${[...parent.classList].join('.')}`);
        }
      }
    }
    return found;
  });
}

/**
 * Tappable controls smaller than 44 × 44: links, buttons, form fields, summaries and anything else with a
 * button's role; a checkbox or radio counts with its label (a tap on the label ticks it), a field with its
 * label too. A link inside a sentence is exempt (WCAG 2.5.8's inline exception): it is text, not a target.
 * Hidden and clipped controls are skipped. `within` limits it to a part of the page (a dialog).
 */
async function smallTargets(page: Page, within = 'body'): Promise<string[]> {
  return page.evaluate(
    ({ within, min }) => {
      const root = document.querySelector(within);
      if (!root) return [`nothing matches ${within}`];
      const controls = root.querySelectorAll<HTMLElement>('a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="link"]');
      const found: string[] = [];
      for (const control of controls) {
        const rect = control.getBoundingClientRect();
        if (rect.width <= 2 || rect.height <= 2) continue; // hidden, folded away or visually hidden
        const style = getComputedStyle(control);
        if (style.visibility === 'hidden' || style.clipPath.startsWith('inset(50%')) continue;
        if (control.tagName === 'A' && style.display === 'inline') {
          const parent = control.parentElement;
          const inSentence = [...(parent?.childNodes ?? [])].some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '');
          if (inSentence) continue;
        }
        let width = rect.width;
        let height = rect.height;
        const label = control instanceof HTMLInputElement ? (control.labels?.[0] ?? null) : null;
        if (label) {
          const labelRect = label.getBoundingClientRect();
          width = Math.max(width, labelRect.width);
          height = Math.max(height, labelRect.height);
        }
        // Half a pixel of rounding (2.75rem is 44 px; a border may land it at 43.99).
        if (width < min - 0.5 || height < min - 0.5) {
          const name = control.getAttribute('aria-label') ?? control.textContent?.trim().slice(0, 30) ?? '';
          found.push(`${control.tagName.toLowerCase()}.${[...control.classList].join('.')} "${name}" ${Math.round(width)}×${Math.round(height)}`);
        }
      }
      return found;
    },
    { within, min: MIN_TARGET },
  );
}

/**
 * Ballot controls (the option cards, Rank and Unrank, Reset and Submit) that something fixed on the screen
 * covers: a fixed element's box overlapping the control's visible part. Checked at the current scroll, then
 * scrolled through the ballot from top to bottom, each control brought into view in turn.
 */
export async function coveredBallotControls(page: Page, ballot: string): Promise<string[]> {
  return page.evaluate(async (ballot) => {
    const panel = document.querySelector(ballot);
    if (!panel) return [`no ballot at ${ballot}`];
    const found = new Set<string>();
    const fixed = () =>
      [...document.body.querySelectorAll<HTMLElement>('*')].filter((element) => {
        const style = getComputedStyle(element);
        const rect = element.getBoundingClientRect();
        return style.position === 'fixed' && style.visibility !== 'hidden' && rect.width > 0 && rect.height > 0;
      });
    const controls = [...panel.querySelectorAll<HTMLElement>('button, [role="button"]')];
    const check = () => {
      const covers = fixed();
      for (const control of controls) {
        const a = control.getBoundingClientRect();
        if (a.bottom <= 0 || a.top >= innerHeight) continue;
        for (const cover of covers) {
          if (cover.contains(control)) continue;
          const b = cover.getBoundingClientRect();
          if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) {
            found.add(`${control.getAttribute('aria-label') ?? control.textContent?.trim().slice(0, 30)} under ${cover.tagName.toLowerCase()}.${[...cover.classList].join('.')} "${cover.textContent?.trim().slice(0, 40)}"`);
          }
        }
      }
    };
    check();
    for (const control of controls) {
      control.scrollIntoView({ block: 'end' });
      await new Promise((resolve) => requestAnimationFrame(resolve));
      check();
    }
    return [...found];
  }, ballot);
}

/** The page's width against the viewport: the elements sticking out sideways, empty when it fits. */
async function sidewaysOverflow(page: Page): Promise<string[]> {
  const overflow = await horizontalOverflow(page);
  return overflow === 0 ? [] : [`${overflow}px wider than the viewport`, ...(await overflowCulprits(page))];
}

/**
 * Whether `selector` (the winner's name or list) lies within the first screen: scrolled to the top, its box
 * ends above the viewport's bottom edge. Returns what is wrong, empty when it is there.
 */
export async function outsideFirstScreen(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    window.scrollTo(0, 0);
    const element = document.querySelector(selector);
    if (!element) return [`nothing matches ${selector}`];
    const rect = element.getBoundingClientRect();
    return rect.bottom <= innerHeight ? [] : [`${selector} ends at ${Math.round(rect.bottom)}px, below the first screen (${innerHeight}px)`];
  }, selector);
}

/** Every text measurement of a screen at once, labelled with where it was taken, for one readable failure. */
export async function phoneProblems(page: Page, where: string, { targetsWithin }: { targetsWithin?: string } = {}): Promise<Record<string, string[]>> {
  const problems: Record<string, string[]> = {
    [`${where}: words broken inside themselves`]: await brokenWords(page),
    [`${where}: tappable controls under 44 × 44`]: await smallTargets(page, targetsWithin),
    [`${where}: wider than the screen`]: await sidewaysOverflow(page),
  };
  return Object.fromEntries(Object.entries(problems).filter(([, lines]) => lines.length > 0));
}

/** A small PNG of the screen as the person sees it, under docs/screenshots/phone/ when RUNOFF_PHONE_SHOTS is set. */
export async function phoneShot(page: Page, name: string): Promise<void> {
  const folder = process.env.RUNOFF_PHONE_SHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage: false, scale: 'css' });
}
