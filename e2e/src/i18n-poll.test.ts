import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { logIn, registerAccount } from './support/accounts';
import { shellUrl, useServedApps } from './support/apps';
import { axeViolations, clippedTexts, horizontalOverflow, overflowCulprits } from './support/axe';
import { useBrowser } from './support/browser';
import { englishLeftovers, say, type Locale, type SayOptions } from './support/messages';
import { castVote, rpc, signIn, type ApiPoll } from './support/poll-api';
import { createPollInUi, joinAsParticipant, joinInDialog, otherBrowser, voteWithTopChoice } from './support/polls';

/**
 * Issue 23, done when: a whole live poll in German and in Arabic (right to left), each text found by its
 * English through the packages' own messages (support/messages.ts), on 390×844 phones where nothing
 * overflows and axe-core finds no violation; and the language menus switch without a reload and are
 * remembered. RUNOFF_E2E_LOCALES=en runs the same flow in English (to tell a flow's failure from a
 * translation's).
 */
const locales = (process.env.RUNOFF_E2E_LOCALES?.split(',') ?? ['de', 'ar']) as Locale[];
const phone = { width: 390, height: 844 };
const direction = (locale: Locale) => (locale === 'ar' ? 'rtl' : 'ltr');

/** The page's language as the document says it: <html lang> and the direction it lays out in. */
function documentLanguage(page: Page) {
  return page.evaluate(() => ({ lang: document.documentElement.lang, dir: getComputedStyle(document.documentElement).direction }));
}

/** A language menu of the shell, by its label in the language the page shows now. */
function languageMenu(page: Page, shown: Locale, where: 'banner' | 'contentinfo'): Locator {
  const label = where === 'banner' ? 'Language' : 'Site language';
  return page.getByRole(where).getByRole('combobox', { name: say(shown, label, undefined, { package: 'shell' }) });
}

/** Steps the count animation to its last frame (Pause, then Next until there is no next). */
async function stepToEnd(animation: Locator, locale: Locale) {
  const pause = animation.getByRole('button', { name: say(locale, 'Pause'), exact: true });
  if (await pause.isVisible()) await pause.click();
  const next = animation.getByRole('button', { name: say(locale, 'Next'), exact: true });
  while (await next.isEnabled()) await next.click();
}

/** The CSV's rows (RFC 4180 as build-results-csv.ts writes it: quotes around cells with , " or line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

describe('Runoff in the room’s language', () => {
  useServedApps();
  const session = useBrowser();

  describe.each(locales)('in %s', (locale) => {
    const t = (english: string, values?: Record<string, string | number>, options?: SayOptions) => say(locale, english, values, options);

    /**
     * Everything a screen must be in `locale`: the document's language and direction, no English left,
     * nothing sideways (the whole page, and no text wider than its box), no axe-core violation. Collected
     * for the whole run, so that one run names every screen with a problem.
     */
    let found: Record<string, unknown> = {};
    beforeEach(() => {
      found = {};
    });
    async function check(page: Page, where: string) {
      // Let entrance transitions and lazy remotes settle: axe reads colours mid-fade otherwise.
      await page.waitForTimeout(600);
      const problems: Record<string, unknown> = {};
      const language = await documentLanguage(page);
      if (language.lang !== locale || language.dir !== direction(locale)) problems.language = language;
      const overflow = await horizontalOverflow(page);
      if (overflow !== 0) problems.overflow = [overflow, ...(await overflowCulprits(page))];
      const clipped = await clippedTexts(page);
      if (clipped.length > 0) problems.clipped = clipped;
      const english = await englishLeftovers(page, locale);
      if (english.length > 0) problems.english = english;
      const violations = await axeViolations(page);
      if (violations.length > 0) problems.axe = violations;
      if (Object.keys(problems).length > 0) found[where] = problems;
    }

    it('switches language from the header and the footer menus without a reload, and remembers it', async () => {
      const { page } = session;
      await page.goto(`${shellUrl}/`);
      const footerLink = (shown: Locale) => page.getByRole('contentinfo').getByRole('link', { name: say(shown, 'How It Works'), exact: true });
      await footerLink('en').waitFor();
      expect(await documentLanguage(page)).toEqual({ lang: 'en', dir: 'ltr' });
      // A mark on this window: a reload would take it away.
      await page.evaluate(() => Object.assign(window, { runoffMark: 'still this page' }));
      const mark = () => page.evaluate(() => (window as unknown as { runoffMark?: string }).runoffMark);

      await languageMenu(page, 'en', 'banner').selectOption(locale);
      await footerLink(locale).waitFor();
      expect(await documentLanguage(page)).toEqual({ lang: locale, dir: direction(locale) });
      expect(await mark()).toBe('still this page');
      // Both menus show the choice, each labelled in the new language.
      expect(await languageMenu(page, locale, 'banner').inputValue()).toBe(locale);
      expect(await languageMenu(page, locale, 'contentinfo').inputValue()).toBe(locale);
      await check(page, 'home after the switch (desktop)');

      // Remembered in this browser: a reload (the mark goes) opens in it.
      await page.reload();
      await footerLink(locale).waitFor();
      expect(await mark()).toBeUndefined();
      expect(await documentLanguage(page)).toEqual({ lang: locale, dir: direction(locale) });

      // On a phone, from the footer: back to English, again without a reload.
      await page.setViewportSize(phone);
      await page.evaluate(() => Object.assign(window, { runoffMark: 'still this page' }));
      await check(page, 'home (phone)');
      await languageMenu(page, locale, 'contentinfo').selectOption('en');
      await footerLink('en').waitFor();
      expect(await documentLanguage(page)).toEqual({ lang: 'en', dir: 'ltr' });
      expect(await mark()).toBe('still this page');
      expect(await page.evaluate(() => localStorage.getItem('runoff.locale'))).toBe('en');
      expect(found).toEqual({});
      expect(session.pageErrors).toEqual([]);
    });

    it('runs a whole live poll on phones: create, join, vote by keyboard and by mouse, the count, the results and the report', async () => {
      const browser = session.context.browser()!;
      const host = session.page;
      await host.setViewportSize(phone);
      const account = await registerAccount('host');
      await logIn(host, account);
      // The host picks the language in the footer's menu (the header's sits in the phone's menu).
      if (locale !== 'en') await languageMenu(host, 'en', 'contentinfo').selectOption(locale);
      await host.getByRole('contentinfo').getByRole('link', { name: t('How It Works'), exact: true }).waitFor();
      await check(host, 'dashboard');

      await host.goto(`${shellUrl}/polls/create`);
      await host.getByLabel(t('Title')).waitFor();
      await check(host, 'create poll');
      // Fair ballots off: every ballot starts as Pizza, Sushi, Tacos, so the count below is known.
      const options = ['Pizza', 'Sushi', 'Tacos'];
      const pollId = await createPollInUi(host, 'Mittagessen · غداء', options, { category: 'Kantine', fairBallots: false, locale });
      await host.getByRole('heading', { name: 'Mittagessen · غداء' }).first().waitFor();
      await check(host, 'poll detail');
      await host.getByRole('button', { name: t('Start Live Poll'), exact: true }).click();
      await host.getByText(t('No participants have joined yet.')).waitFor();
      await check(host, 'lobby: host');

      // Two participants on phones whose browsers speak the language (Runoff opens in it by default).
      const ada = await otherBrowser(browser, phone, locale);
      const bo = await joinAsParticipant(browser, pollId, 'Bo', phone, locale);
      try {
        await ada.page.goto(`${shellUrl}/polls/${pollId}/vote`);
        await ada.page.getByRole('dialog', { name: t('Join Poll', undefined, { id: 'join.title' }) }).waitFor();
        await check(ada.page, 'join dialog');
        await joinInDialog(ada.page, 'Ada', locale);
        await host.getByText(t('Participants ({count})', { count: 2 })).waitFor();
        await check(ada.page, 'lobby: participant');

        await host.getByRole('button', { name: t('Start Voting'), exact: true }).click();
        await ada.page.getByRole('heading', { name: t('Rank Your Choices') }).waitFor();
        await check(ada.page, 'ballot');
        // A real right-to-left layout, not mirrored text: each card's rank number is where reading starts
        // (the right in Arabic), then the option, then the drag grip.
        const firstCard = ada.page.getByRole('list', { name: t('Your ranking, first choice on top') }).getByRole('listitem').first();
        const order = await firstCard.evaluate((item) => {
          const parts = [...item.querySelector('[aria-roledescription], [role="button"]')!.children].map((part) => part.getBoundingClientRect());
          return parts.slice(1).every((part, i) => (getComputedStyle(item).direction === 'rtl' ? part.left < parts[i]!.left : part.left > parts[i]!.left));
        });
        expect(order).toBe(true);
        await check(host, 'lobby: host while voting');
        // Ada with the keyboard, Bo with the mouse; three more ballots through the API:
        // round 1 Pizza 2, Sushi 2, Tacos 1; Tacos' ballot (Ada's) moves to Pizza, who wins round 2 with 3 of 5.
        expect(await voteWithTopChoice(ada.page, 'Tacos', { locale })).toEqual(['Tacos', 'Pizza', 'Sushi']);
        expect(await voteWithTopChoice(bo.page, 'Sushi', { locale, by: 'mouse' })).toEqual(['Sushi', 'Pizza', 'Tacos']);
        await check(ada.page, 'lobby: participant voted');
        const poll = await rpc<ApiPoll>(await signIn(account), 'get_poll', { poll_id: pollId });
        for (const ranking of [options, options, ['Sushi', 'Tacos', 'Pizza']]) await castVote(poll, ranking);
        await host.getByText(t('Participants ({count})', { count: 5 })).waitFor();
        await host.getByText(t('Voted'), { exact: true }).nth(4).waitFor();

        // The count: the animation plays for everyone; Ada's phone steps through it to its end.
        await host.getByRole('button', { name: t('End Voting & Show Results'), exact: true }).click();
        const animation = ada.page.getByRole('dialog', { name: t('Vote Calculation Animation') });
        await animation.waitFor();
        await check(ada.page, 'count animation');
        await stepToEnd(animation, locale);
        const finalBox = animation.getByRole('region', { name: t('Winner: {name}', { name: 'Pizza' }) });
        await finalBox.waitFor();
        // The count told in the language: Pizza won with 3 of 5 votes after 2 rounds, reaching the quota.
        const won = '{name} won with {votes} of {count, plural, one {{total} vote} other {{total} votes}} after {rounds} round(s) of counting, reaching the quota.';
        await finalBox.getByText(t(won, { name: 'Pizza', votes: '3', count: 5, total: '5', rounds: 2 })).waitFor();
        await check(ada.page, 'count animation: the end');
        await animation.getByRole('button', { name: t('Close Animation'), exact: true }).click();

        // The results, on the participant's phone.
        const winner = ada.page.getByRole('region', { name: t('Winner', undefined, { package: 'mf-results', id: 'winner.title' }) });
        await winner.waitFor();
        await winner.getByText(t('Won with the highest support after {rounds} round(s) of counting.', { rounds: 2 })).waitFor();
        expect(await winner.textContent()).toContain('Pizza');
        await check(ada.page, 'results: participant');
        expect([...ada.pageErrors, ...bo.pageErrors]).toEqual([]);
      } finally {
        await Promise.all([ada.context.close(), bo.context.close()]);
      }

      // The host's results and the report, from the poll's Results tab.
      const hostAnimation = host.getByRole('dialog', { name: t('Vote Calculation Animation') });
      await hostAnimation.getByRole('button', { name: t('Close Animation'), exact: true }).click();
      await host.goto(`${shellUrl}/polls/${pollId}`);
      await host.getByRole('tab', { name: t('Results', undefined, { package: 'mf-polls' }) }).click();
      const exportReport = host.getByRole('button', { name: t('Export Report'), exact: true });
      await exportReport.waitFor();
      await check(host, 'poll detail: results tab');
      const [download] = await Promise.all([host.waitForEvent('download'), exportReport.click()]);
      expect(download.suggestedFilename()).toBe(`poll-results-${pollId}.csv`);
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'runoff-report-')), download.suggestedFilename());
      await download.saveAs(file);
      const rows = parseCsv(fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, ''));
      // The spec's structure with the labels in the language: the header block, a blank line, then the rounds.
      const label = (english: string, id: string, values?: Record<string, number>) => t(english, values, { package: 'mf-results', id });
      expect(rows[0]).toEqual([label('Ranked Choice Voting Results', 'csv.title')]);
      expect(rows.slice(1, 5).map((row) => row[0])).toEqual([
        label('Generated', 'csv.generated'),
        label('Total Votes', 'csv.totalVotes'),
        label('Quota', 'csv.quota'),
        label('Winner {n}', 'csv.winner', { n: 1 }),
      ]);
      expect(rows.slice(2, 5).map((row) => row[1])).toEqual(['5', '3', 'Pizza']);
      expect(rows[5]).toEqual(['']);
      // One column per option (sorted by name), as in English: Round, Pizza, Sushi, Tacos, Winners, Eliminated, Explanation.
      expect(rows[6]).toEqual([
        label('Round', 'csv.round'),
        ...options,
        label('Winners', 'csv.winners'),
        label('Eliminated', 'csv.eliminated'),
        label('Explanation', 'csv.explanation'),
      ]);
      const roundRows = rows.slice(7, 9);
      expect(roundRows.map((row) => row.slice(0, 6))).toEqual([
        ['1', '2', '2', '1', '', 'Tacos'],
        ['2', '3', '2', '', 'Pizza', ''],
      ]);
      expect(roundRows.every((row) => row.length === 7)).toBe(true);
      // Then the poll's counting method and the comparison of every method (issue 31), in the same language.
      expect(rows.slice(9, 11)).toEqual([[''], [label('Counting Method', 'csv.method'), label('Instant runoff', 'methods.irv')]]);
      expect(rows[12]).toEqual([label('Compare methods', 'compare.title')]);
      expect(rows[13]).toEqual([label('Method', 'compare.method'), label('Elects', 'compare.elects'), label('By how much', 'compare.margin')]);
      expect(rows[14]?.slice(0, 2)).toEqual([label('Instant runoff', 'methods.irv'), 'Pizza']);
      // Each round explained in the language (@runoff/explain's messages).
      expect(rows[7]![6]).toContain(t('No option reaches the quota of {quota}.', { quota: 3 }, { package: 'shared/explain' }));

      expect(found).toEqual({});
      expect(session.pageErrors).toEqual([]);
    }, 300_000);
  });
});
