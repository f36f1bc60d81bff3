import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerAccount } from './support/accounts';
import { e2e, useServedApps } from './support/apps';
import { axeViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { englishLeftovers, say, type Locale } from './support/messages';
import { endVoting, pollWithVotes, signIn, type ApiPoll } from './support/poll-api';
import { useOtherOrigin } from './support/other-origin';

const resultsUrl = `http://localhost:${e2e.ports.mf_results}`;

// Pizza wins in round 2 once Tacos' ballot moves (as in embed.test.ts).
const rankings = [
  ['Pizza', 'Sushi', 'Tacos'],
  ['Pizza', 'Tacos', 'Sushi'],
  ['Sushi', 'Pizza', 'Tacos'],
  ['Sushi', 'Tacos', 'Pizza'],
  ['Tacos', 'Pizza', 'Sushi'],
];

/** Issue 23: `<runoff-results lang="…">` on somebody else's page speaks that language, right to left for Arabic. */
describe('results embedded on another site, in each language', () => {
  useServedApps();
  const session = useBrowser();
  const site = useOtherOrigin();

  // One completed poll for every language.
  let poll: Promise<ApiPoll> | undefined;
  function completedPoll(): Promise<ApiPoll> {
    poll ??= (async () => {
      const host = await signIn(await registerAccount('embedlang'));
      const created = await pollWithVotes(host, 'Lunch in every language', ['Pizza', 'Sushi', 'Tacos'], rankings);
      await endVoting(host, created.id);
      return created;
    })();
    return poll;
  }

  /** Steps the count animation to its last frame (Pause, then Next until there is no next). */
  async function stepToEnd(animation: Locator, locale: Locale) {
    const pause = animation.getByRole('button', { name: say(locale, 'Pause'), exact: true });
    if (await pause.isVisible()) await pause.click();
    const next = animation.getByRole('button', { name: say(locale, 'Next'), exact: true });
    while (await next.isEnabled()) await next.click();
  }

  it.each(['en', 'es', 'fr', 'de', 'ar'] as const)('shows the results and plays the count in lang="%s"', async (locale) => {
    const t = (english: string, values?: Record<string, string | number>) => say(locale, english, values);
    const { id } = await completedPoll();
    const { page } = session;
    // The page around it is in English: the element's own lang decides.
    await page.goto(await site.page(`<script type="module" src="${resultsUrl}/embed.js"></script>\n<runoff-results poll-id="${id}" lang="${locale}"></runoff-results>`));
    const results = page.locator('runoff-results');
    await results.getByRole('heading', { name: 'Lunch in every language' }).waitFor();
    await results.getByText(t('Won with the highest support after {rounds} round(s) of counting.', { rounds: 2 })).waitFor();
    await results.getByRole('heading', { name: t('Election Summary') }).waitFor();
    await results.getByRole('heading', { name: t('Rounds Breakdown') }).waitFor();
    expect(await results.locator('[aria-labelledby="winner-title"]').textContent()).toContain('Pizza');
    // The rounds explained in the language (@runoff/explain's messages).
    expect(await results.getByTestId('round-1-details').textContent()).toContain(t('No option reaches the quota of {quota}.', { quota: 3 }));
    // Its own language and direction, inside the shadow root; the page keeps its own.
    const root = results.locator('[data-theme]');
    expect(await root.evaluate((element) => ({ lang: element.closest('[lang]')?.getAttribute('lang'), dir: getComputedStyle(element).direction }))).toEqual({
      lang: locale,
      dir: locale === 'ar' ? 'rtl' : 'ltr',
    });
    expect(await page.evaluate(() => ({ lang: document.documentElement.lang, dir: getComputedStyle(document.body).direction }))).toEqual({ lang: 'en', dir: 'ltr' });
    expect(await englishLeftovers(page, locale)).toEqual([]);
    // The embed's part of the page (the page around it is somebody else's).
    expect(await axeViolations(page, 'runoff-results')).toEqual([]);

    await results.getByRole('button', { name: t('Play Count Animation'), exact: true }).click();
    const dialog = results.getByRole('dialog', { name: t('Vote Calculation Animation') });
    await dialog.waitFor();
    await stepToEnd(dialog, locale);
    await dialog.getByRole('region', { name: t('Winner: {name}', { name: 'Pizza' }) }).waitFor();
    expect(await englishLeftovers(page, locale)).toEqual([]);
    expect(await axeViolations(page, 'runoff-results')).toEqual([]);
    await dialog.getByRole('button', { name: t('Close Animation'), exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(session.pageErrors).toEqual([]);
  });
});
