import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerAccount, type Account } from './support/accounts';
import { shellUrl, useServedApps } from './support/apps';
import { axeViolations, horizontalOverflow } from './support/axe';
import { useBrowser } from './support/browser';
import { say, type Locale } from './support/messages';
import { endVoting, pollWithVotes, signIn } from './support/poll-api';

/**
 * Issue 31, every way to count, in Chromium. A centre squeeze: Centre beats both others one on one, but
 * has the fewest first choices, so the instant runoff eliminates it first.
 *
 *   4 × Left > Centre > Right       round 1: Left 4, Right 3, Centre 2 → Centre out, 2 to Right
 *   3 × Right > Centre > Left       round 2: Right 5, Left 4 → Right wins the instant runoff
 *   2 × Centre > Right > Left       one on one: Centre beats Left 5–4 and Right 6–3 (the Condorcet winner)
 */
const OPTIONS = ['Left', 'Centre', 'Right'];
const BALLOTS: Array<[number, string[]]> = [
  [4, ['Left', 'Centre', 'Right']],
  [3, ['Right', 'Centre', 'Left']],
  [2, ['Centre', 'Right', 'Left']],
];
const rankings = BALLOTS.flatMap(([count, ranking]) => Array<string[]>(count).fill(ranking));
const SQUEEZE = 'Centre beats everyone one on one (the Condorcet winner), but the instant runoff eliminates it in round 1: a centre squeeze.';
const browserLanguage: Record<Locale, string> = { en: 'en-US', es: 'es-ES', fr: 'fr-FR', de: 'de-DE', ar: 'ar-EG' };

async function completedPoll(prefix: string, countingMethod: string): Promise<{ account: Account; pollId: string }> {
  const account = await registerAccount(prefix);
  const host = await signIn(account);
  const poll = await pollWithVotes(host, 'Where to sit', OPTIONS, rankings, { counting_method: countingMethod });
  await endVoting(host, poll.id);
  return { account, pollId: poll.id };
}

/** Signs in on the login page in the page's language. */
async function signInAs(page: Page, account: Account, locale: Locale) {
  await page.goto(`${shellUrl}/login`);
  const form = page.getByRole('form', { name: say(locale, 'Sign in') });
  await form.getByLabel(say(locale, 'Email address')).fill(account.email);
  await form.getByLabel(say(locale, 'Password'), { exact: true }).fill(account.password);
  await form.getByRole('button', { name: say(locale, 'Sign In') }).click();
  await page.waitForURL(`${shellUrl}/dashboard`);
}

/** Signs in, then opens the poll's Results tab. */
async function openResults(page: Page, account: Account, pollId: string, locale: Locale = 'en') {
  await signInAs(page, account, locale);
  await page.goto(`${shellUrl}/polls/${pollId}`);
  await page.getByRole('tab', { name: say(locale, 'Results', undefined, { package: 'mf-polls' }) }).click();
  await page.getByTestId('compare-methods').waitFor();
}

async function expectNoViolations(page: Page, where: string) {
  // Entrance transitions settle first: axe reads colours mid-fade otherwise.
  await page.waitForTimeout(500);
  const violations = await axeViolations(page);
  expect(violations.length === 0 ? [] : [where, ...violations]).toEqual([]);
}

/** The comparison table as a phone shows it: one card a method, its cells stacked, nothing sideways. */
async function expectCards(page: Page, where: string) {
  const table = page.getByTestId('compare-methods').locator('table');
  const layout = await table.evaluate((element) => ({
    rows: [...element.querySelectorAll('tbody tr')].map((row) => getComputedStyle(row).display),
    head: element.querySelector('thead')!.getBoundingClientRect().height,
    right: element.getBoundingClientRect().right,
    width: document.documentElement.clientWidth,
  }));
  expect({ where, rows: layout.rows }).toEqual({ where, rows: Array(7).fill('grid') });
  expect(layout.head).toBeLessThanOrEqual(1);
  expect(layout.right).toBeLessThanOrEqual(layout.width);
  expect(await horizontalOverflow(page)).toBe(0);
}

async function shot(page: Page, name: string) {
  const folder = process.env.RUNOFF_METHODS_SHOTS;
  if (!folder) return;
  fs.mkdirSync(folder, { recursive: true });
  await page.getByTestId('compare-methods').scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(folder, `${name}.png`) });
}

describe('every way to count', () => {
  useServedApps();
  const session = useBrowser();

  it('a poll counted by Schulze shows its winner, its strongest paths and the comparison; Export Report carries both', async () => {
    const { account, pollId } = await completedPoll('schulze-host', 'schulze');
    const { page } = session;
    await page.setViewportSize({ width: 390, height: 844 });
    await openResults(page, account, pollId);

    const card = page.getByRole('region', { name: 'Winner' });
    expect(await card.locator('p').first().textContent()).toBe('Centre');
    expect(await card.getByTestId('winner-method').textContent()).toBe('Counted by Schulze.');
    // The instant runoff's rounds are not this poll's count.
    expect(await page.getByRole('heading', { name: 'Rounds Breakdown' }).count()).toBe(0);

    const steps = await page.getByTestId('method-steps-schulze').locator('li').allTextContents();
    expect(steps).toContain('The strongest path from Centre to Left is direct: 5 to 4.');
    expect(steps).toContain('The strongest path from Centre to Right is direct: 6 to 3.');
    expect(steps.at(-1)).toBe('Centre wins: its strongest path to every other option is at least as strong as the path back.');

    const compare = page.getByTestId('compare-methods');
    expect(await compare.getByTestId('compare-irv').locator('td').first().textContent()).toBe('Right');
    expect(await compare.getByTestId('compare-schulze').locator('td').first().textContent()).toBe('Centre');
    expect(await compare.getByTestId('compare-sentences').locator('li').allTextContents()).toContain(SQUEEZE);
    await expectCards(page, 'Schulze, 390 × 844');
    await expectNoViolations(page, 'Schulze poll results');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export Report' }).click()]);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'runoff-methods-')), download.suggestedFilename());
    await download.saveAs(file);
    // Each line's cells as the report writes them; a one-cell line unquoted (only a comma makes it quoted).
    const lines = fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, '').split('\r\n').map((line) => line.replace(/^"(.*)"$/, '$1'));
    expect(lines).toContain('Winner 1,Centre');
    expect(lines).toContain('Counting Method,Schulze');
    expect(lines).toContain('The strongest path from Centre to Left is direct: 5 to 4.');
    expect(lines).toContain('Instant runoff,Right,by 1 vote over Left');
    expect(lines.some((line) => /^Schulze,Centre,by \d+ votes? over (Left|Right)$/.test(line))).toBe(true);
    expect(lines).toContain(SQUEEZE);

    // The presenter: Schulze's winner, then the count explained with the same comparison.
    await page.goto(`${shellUrl}/polls/${pollId}/present`);
    await page.getByTestId('presenter-outcome').getByText('Centre', { exact: true }).waitFor();
    const story = page.getByTestId('presenter-story');
    await story.getByTestId('compare-methods').waitFor();
    expect(await story.getByTestId('compare-irv').locator('td').first().textContent()).toBe('Right');
    expect(await story.getByTestId('method-steps-schulze').locator('li').allTextContents()).toEqual(steps);
    await expectNoViolations(page, 'presenter of a Schulze poll');

    expect(session.pageErrors).toEqual([]);
  });

  it('an instant-runoff poll’s comparison shows the runoff and Condorcet disagreeing, readable on phones in German and Arabic', async () => {
    const { account, pollId } = await completedPoll('squeeze-host', 'irv');
    const { page } = session;
    await page.setViewportSize({ width: 390, height: 844 });
    await openResults(page, account, pollId);
    const card = page.getByRole('region', { name: 'Winner' });
    expect(await card.locator('p').first().textContent()).toBe('Right');
    const compare = page.getByTestId('compare-methods');
    expect(await compare.getByTestId('compare-irv').textContent()).toContain("Instant runoff (this poll's method)");
    expect(await compare.getByTestId('compare-irv').locator('td').first().textContent()).toBe('Right');
    for (const condorcet of ['schulze', 'ranked-pairs', 'minimax', 'copeland']) {
      expect(await compare.getByTestId(`compare-${condorcet}`).locator('td').first().textContent()).toBe('Centre');
    }
    expect(await compare.getByTestId('compare-sentences').locator('li').allTextContents()).toContain(SQUEEZE);
    await expectCards(page, 'instant runoff, 390 × 844');
    await expectNoViolations(page, 'instant-runoff poll results');
    await shot(page, 'compare-en-390x844');

    const browser = session.context.browser() as Browser;
    for (const locale of ['de', 'ar'] as const) {
      for (const size of [
        { width: 390, height: 844 },
        { width: 360, height: 740 },
      ]) {
        const context = await browser.newContext({ viewport: size, hasTouch: true, locale: browserLanguage[locale] });
        try {
          const phone = await context.newPage();
          await openResults(phone, account, pollId, locale);
          const where = `${locale} ${size.width} × ${size.height}`;
          const title = phone.getByTestId('compare-methods').getByRole('heading', { level: 2 });
          expect(await title.textContent()).toBe(say(locale, 'Compare methods'));
          await expectCards(phone, where);
          await expectNoViolations(phone, where);
          await shot(phone, `compare-${locale}-${size.width}x${size.height}`);
        } finally {
          await context.close();
        }
      }
    }
  });

  it('the create form chooses the method, with a sentence each, on a phone in German and Arabic; the detail page names it', async () => {
    const account = await registerAccount('method-form');
    const browser = session.context.browser() as Browser;
    for (const [locale, method] of [
      ['de', 'Schulze'],
      ['ar', 'Ranked Pairs'],
    ] as const) {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, locale: browserLanguage[locale] });
      try {
        const page = await context.newPage();
        const t = (english: string, values?: Record<string, number>) => say(locale, english, values, { package: 'mf-polls' });
        await signInAs(page, account, locale);
        await page.goto(`${shellUrl}/polls/create`);
        await page.getByLabel(t('Title')).fill('Sitzordnung');
        for (const [index, text] of OPTIONS.slice(0, 2).entries()) await page.getByLabel(t('Option {number}', { number: index + 1 }), { exact: true }).fill(text);
        const field = page.getByRole('group', { name: t('Counting method') });
        expect(await field.getByRole('radio', { name: t('Instant runoff (default)') }).isChecked()).toBe(true);
        expect(await field.getByRole('radio').count()).toBe(7);
        await field.getByRole('radio', { name: t(method) }).check();
        await field.scrollIntoViewIfNeeded();
        expect(await horizontalOverflow(page)).toBe(0);
        await expectNoViolations(page, `${locale} create form`);
        if (process.env.RUNOFF_METHODS_SHOTS) await field.screenshot({ path: path.join(process.env.RUNOFF_METHODS_SHOTS, `create-${locale}-360x740.png`) });
        await page.getByRole('button', { name: t('Create Poll') }).click();
        await page.waitForURL(/\/polls\/[0-9a-f-]{36}$/);
        const election = page.getByRole('region', { name: t('Election') });
        expect(await election.textContent()).toContain(`${t('Counting method')}${t(method)}`);
      } finally {
        await context.close();
      }
    }
  });
});
