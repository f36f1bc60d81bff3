import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, registerAccount } from './support/accounts';
import { shellUrl, useServedApps } from './support/apps';
import { useBrowser } from './support/browser';
import { say, type Locale } from './support/messages';
import { endVoting, pollWithVotes, signIn } from './support/poll-api';

/**
 * The federation trap of issue 23, in the page as it ships: several remotes on one page, each with its own
 * messages, follow one locale and switch together without a reload (docs/decisions.md, "One i18n
 * approach"). The poll detail page composes mf-polls with mf-lobby's lobby or mf-results' results panel.
 */

/** The loaded copies of @runoff/platform/i18n: one, the shell's, holds the page's one locale. */
function loadedI18nVersions(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Scope = Record<string, Record<string, { loaded?: boolean }>>;
    const share = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Scope>> } }).__FEDERATION__.__SHARE__;
    const loaded = new Set<string>();
    for (const scopes of Object.values(share)) {
      for (const [version, entry] of Object.entries(scopes.default?.['@runoff/platform/i18n'] ?? {})) if (entry.loaded) loaded.add(version);
    }
    return [...loaded];
  });
}

async function chooseLanguage(page: Page, from: Locale, to: Locale): Promise<void> {
  await page.getByRole('banner').getByRole('combobox', { name: say(from, 'Language') }).selectOption(to);
}

describe('several remotes on one page in one language', () => {
  useServedApps();
  const session = useBrowser();

  it("switches the shell's, mf-polls' and mf-lobby's texts together, without a reload", async () => {
    const { page } = session;
    const host = await registerAccount('i18n-host');
    await logIn(page, host);
    const poll = await pollWithVotes(await signIn(host), 'Team lunch', ['Pizza', 'Sushi'], []);
    await page.goto(`${shellUrl}/polls/${poll.id}`);
    await page.getByRole('button', { name: say('en', 'Start Live Poll') }).click();
    await page.getByRole('button', { name: say('en', 'Back to poll details') }).waitFor();
    await page.getByRole('heading', { name: say('en', 'Participants ({count})', { count: 0 }) }).waitFor();
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    for (const [from, to] of [['en', 'de'], ['de', 'ar']] as const) {
      await chooseLanguage(page, from, to);
      // mf-polls' button and mf-lobby's heading, both in the new language.
      await page.getByRole('button', { name: say(to, 'Back to poll details') }).waitFor();
      await page.getByRole('heading', { name: say(to, 'Participants ({count})', { count: 0 }) }).waitFor();
      await page.getByRole('button', { name: say(to, 'End Voting & Show Results') }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe(to);
    }
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await loadedI18nVersions(page)).toHaveLength(1);
    expect(session.pageErrors).toEqual([]);
  });

  it("switches mf-polls' tabs and mf-results' panel together, and the choice outlives a reload", async () => {
    const { page } = session;
    const host = await registerAccount('i18n-results');
    await logIn(page, host);
    const token = await signIn(host);
    const poll = await pollWithVotes(token, 'Film night', ['Alien', 'Jaws', 'Heat'], [['Alien', 'Jaws', 'Heat'], ['Jaws', 'Alien', 'Heat'], ['Alien', 'Heat', 'Jaws']]);
    await endVoting(token, poll.id);
    await page.goto(`${shellUrl}/polls/${poll.id}`);
    await page.getByRole('tab', { name: say('en', 'Results', undefined, { package: 'mf-polls' }) }).click();
    await page.getByRole('heading', { name: say('en', 'Rounds Breakdown') }).waitFor();
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    await chooseLanguage(page, 'en', 'fr');
    await page.getByRole('tab', { name: say('fr', 'Results', undefined, { package: 'mf-polls' }) }).waitFor();
    await page.getByRole('heading', { name: say('fr', 'Rounds Breakdown') }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    await page.reload();
    await page.getByRole('tab', { name: say('fr', 'Results', undefined, { package: 'mf-polls' }) }).click();
    await page.getByRole('heading', { name: say('fr', 'Rounds Breakdown') }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    expect(session.pageErrors).toEqual([]);
  });
});
