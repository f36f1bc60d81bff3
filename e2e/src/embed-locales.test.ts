import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerAccount } from './support/accounts';
import { e2e, useServedApps } from './support/apps';
import { axeViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { englishLeftovers, say, type Locale } from './support/messages';
import { useOtherOrigin } from './support/other-origin';
import { endVoting, pollWithVotes, signIn, type ApiPoll } from './support/poll-api';

const resultsUrl = `http://localhost:${e2e.ports.mf_results}`;
const snippet = (pollId: string, lang: string) =>
  `<script type="module" src="${resultsUrl}/embed.js"></script>\n<runoff-results poll-id="${pollId}" lang="${lang}"></runoff-results>`;

// Pizza wins in round 2 once Tacos' ballot moves (as in embed.test.ts).
const rankings = [
  ['Pizza', 'Sushi', 'Tacos'],
  ['Pizza', 'Tacos', 'Sushi'],
  ['Sushi', 'Pizza', 'Tacos'],
  ['Sushi', 'Tacos', 'Pizza'],
  ['Tacos', 'Pizza', 'Sushi'],
];

async function completedPoll(title: string) {
  const host = await signIn(await registerAccount('embedlang'));
  const poll = await pollWithVotes(host, title, ['Pizza', 'Sushi', 'Tacos'], rankings);
  await endVoting(host, poll.id);
  return poll;
}

function embed(page: Page) {
  return page.locator('runoff-results');
}

/** The embed's root in its shadow root: its lang and dir, and where Pizza's bar sits in its track. */
async function layout(page: Page) {
  return page.evaluate(() => {
    const root = document.querySelector('runoff-results')!.shadowRoot!.querySelector<HTMLElement>('[data-theme]')!;
    const bar = root.querySelector('figure span[style*="width"]')!.getBoundingClientRect();
    const track = root.querySelector('figure span[style*="width"]')!.parentElement!.getBoundingClientRect();
    return { lang: root.lang, dir: root.dir, barFromLeft: bar.left - track.left, barFromRight: track.right - bar.right };
  });
}

/** Steps the count animation to its last frame (Pause, then Next until there is no next). */
async function stepToEnd(animation: Locator, locale: Locale) {
  const pause = animation.getByRole('button', { name: say(locale, 'Pause'), exact: true });
  if (await pause.isVisible()) await pause.click();
  const next = animation.getByRole('button', { name: say(locale, 'Next'), exact: true });
  while (await next.isEnabled()) await next.click();
}

describe('results embedded in the language of their lang attribute', () => {
  useServedApps();
  const session = useBrowser();
  const site = useOtherOrigin();

  it('German: every text, the explanations and the count animation, on a page in English', async () => {
    const poll = await completedPoll('Mittagessen');
    const { page } = session;
    await page.goto(await site.page(snippet(poll.id, 'de-AT')));
    const results = embed(page);
    await results.getByText('Gewonnen mit der größten Unterstützung nach 2 Auszählungsrunden.').waitFor();
    await results.getByRole('heading', { name: 'Übersicht der Wahl' }).waitFor();
    await results.getByRole('heading', { name: 'Runden im Einzelnen' }).waitFor();
    expect(await results.getByTestId('round-1-details').textContent()).toContain('Tacos hat die wenigsten Stimmen (1 Stimme) und scheidet aus.');
    expect(await layout(page)).toMatchObject({ lang: 'de', dir: 'ltr' });

    await results.getByRole('button', { name: 'Animation der Auszählung abspielen' }).click();
    const dialog = results.getByRole('dialog', { name: 'Animation der Stimmenauszählung' });
    await dialog.getByLabel('Tempo').selectOption('4');
    await dialog.getByText('Pizza hat mit 3 von 5 Stimmen nach 2 Auszählungsrunden gewonnen und die Quote erreicht.').waitFor({ timeout: 30_000 });
    await dialog.getByRole('button', { name: 'Animation schließen' }).click();
    expect(session.pageErrors).toEqual([]);
  });

  it('Arabic: right to left inside its shadow root, the bars growing from the right', async () => {
    const poll = await completedPoll('الغداء');
    const { page } = session;
    await page.goto(await site.page(snippet(poll.id, 'ar')));
    const results = embed(page);
    await results.getByText('فاز بأكبر قدر من التأييد بعد جولتين من الفرز.').waitFor();
    await results.getByRole('heading', { name: 'ملخص الانتخاب' }).waitFor();
    expect(await results.getByTestId('round-1-details').textContent()).toContain('يحصل Tacos على أقل عدد من الأصوات (صوت واحد) ويُستبعد.');
    const { lang, dir, barFromLeft, barFromRight } = await layout(page);
    expect({ lang, dir }).toEqual({ lang: 'ar', dir: 'rtl' });
    // Pizza's bar (3 of a scale of 3) fills its track: it starts at the track's right edge.
    expect(barFromRight).toBeLessThan(1);
    expect(barFromLeft).toBeGreaterThanOrEqual(0);

    await results.getByRole('button', { name: 'تشغيل العرض المتحرك للفرز' }).click();
    const dialog = results.getByRole('dialog', { name: 'عرض متحرك لفرز الأصوات' });
    await dialog.getByLabel('السرعة').selectOption('4');
    await dialog.getByText('فاز Pizza بـ3 من أصل 5 أصوات بعد جولتين من الفرز، ببلوغه الحصة.').waitFor({ timeout: 30_000 });
    expect(session.pageErrors).toEqual([]);
  });

  // One completed poll for every language below.
  let shared: Promise<ApiPoll> | undefined;
  const everyLanguagePoll = () => (shared ??= completedPoll('Lunch in every language'));

  // Each language: its texts (found by their English in the packages' messages, support/messages.ts), no
  // English left inside the shadow root, its lang and direction, no axe violation, the count to its end.
  it.each(['en', 'es', 'fr', 'de', 'ar'] as const)('shows the results and plays the count in lang="%s"', async (locale) => {
    const t = (english: string, values?: Record<string, string | number>) => say(locale, english, values);
    const { id } = await everyLanguagePoll();
    const { page } = session;
    // The page around it is in English: the element's own lang decides.
    await page.goto(await site.page(snippet(id, locale)));
    const results = embed(page);
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
