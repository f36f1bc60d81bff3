import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerAccount } from './support/accounts';
import { shellUrl, useServedApps } from './support/apps';
import { axeViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { say, type Locale } from './support/messages';
import { rpc, signIn, type ApiPoll } from './support/poll-api';
import { joinInDialog } from './support/polls';
import { phoneProblems, phoneShot } from './support/phone';

/**
 * Issue 27: after a vote on a poll with ballot trackers, the voter sees the tracker once, with Copy and
 * Download and the trade-off said beside it, on a 360 × 740 phone in English, German and Arabic.
 */
const browserLanguage: Record<Locale, string> = { en: 'en-US', es: 'es-ES', fr: 'fr-FR', de: 'de-DE', ar: 'ar-EG' };

async function phone(browser: Browser, locale: Locale) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, locale: browserLanguage[locale] });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return { context, page };
}

describe('the ballot tracker after a vote', () => {
  useServedApps();
  const session = useBrowser();

  for (const locale of ['en', 'de', 'ar'] as Locale[]) {
    it(`is shown once with Copy, Download and its trade-off, on a phone in ${locale}`, { timeout: 180_000 }, async () => {
      const host = await signIn(await registerAccount(`tracker-${locale}`));
      const poll = await rpc<ApiPoll & { trackers: boolean }>(host, 'create_poll', {
        title: 'Club committee',
        options: ['Ana', 'Ben', 'Cleo'],
        trackers: true,
        shuffle_ballots: false,
      });
      expect(poll.trackers).toBe(true);
      const { context, page } = await phone(session.context.browser()!, locale);
      try {
        await page.goto(`${shellUrl}/polls/${poll.id}/vote`);
        await joinInDialog(page, 'Tracked Tia', locale);
        await rpc(host, 'update_poll_status', { poll_id: poll.id, status: 'voting' });
        await page.getByRole('heading', { name: say(locale, 'Rank Your Choices') }).waitFor();
        await page.waitForTimeout(1000);
        await page.getByRole('button', { name: say(locale, 'Submit Vote'), exact: true }).click();

        const tracker = page.getByRole('region', { name: say(locale, 'Your ballot tracker') });
        await tracker.waitFor();
        const shown = (await tracker.locator('[translate="no"]').textContent()) ?? '';
        expect(shown).toMatch(/^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{4}-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{4}$/);
        await expect(tracker.textContent()).resolves.toContain(say(locale, 'Anyone you show your tracker to can see how you voted. Keep it to yourself.'));
        await tracker.scrollIntoViewIfNeeded();
        expect(await phoneProblems(page, `${locale} tracker`)).toEqual({});
        await phoneShot(page, `tracker-${locale}-android`);
        expect(await axeViolations(page)).toEqual([]);

        await tracker.getByRole('button', { name: say(locale, 'Copy'), exact: true }).click();
        await tracker.getByRole('button', { name: say(locale, 'Copied'), exact: true }).waitFor();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
        const [download] = await Promise.all([page.waitForEvent('download'), tracker.getByRole('button', { name: say(locale, 'Download'), exact: true }).click()]);
        expect(download.suggestedFilename()).toBe(`ballot-tracker-${poll.id}.txt`);

        // Only this answer carries it: after a reload the vote is known, the tracker is not shown again.
        await page.reload();
        await page.getByText(say(locale, 'Vote Already Submitted')).waitFor();
        expect(await page.getByRole('region', { name: say(locale, 'Your ballot tracker') }).count()).toBe(0);
      } finally {
        await context.close();
      }
    });
  }
});
