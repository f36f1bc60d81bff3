import { describe, expect, it } from 'vitest';
import { shellUrl, useServedApps } from './support/apps';
import { useBrowser } from './support/browser';

describe('the shell', () => {
  useServedApps();
  const session = useBrowser();

  it('renders the home page with header, hero, feature cards and footer', async () => {
    const { page } = session;
    await page.goto(shellUrl);
    await page.getByRole('heading', { level: 1, name: 'Ranked-choice polls for anything' }).waitFor();
    const main = page.getByRole('navigation', { name: 'Main' });
    expect(await main.getByRole('link').allTextContents()).toEqual(['Home', 'Login', 'Sign Up']);
    for (const title of ['Create Custom Polls', 'Ranked Choice Voting', 'Secure & Private']) {
      await page.getByRole('heading', { name: title }).waitFor();
    }
    expect(await page.getByRole('navigation', { name: 'Footer' }).getByRole('link').allTextContents()).toEqual([
      'Home',
      'About',
      'How It Works',
      'Privacy',
      'Terms',
    ]);
    expect(session.pageErrors).toEqual([]);
  });

  // The 2 s interval is the unit test's (hero.test.tsx, fake timers); here the built page rotates, in order.
  // Every word shown is recorded in the page, so a slow machine that polls late misses none and a late
  // tick fails nothing: the order is checked, never the time.
  it('rotates the hero word through the words in order', async () => {
    const { page } = session;
    await page.goto(shellUrl);
    const word = page.getByTestId('hero-word');
    await word.waitFor();
    // The word's element is replaced at each turn (its key is the word): the heading around it is observed.
    await word.evaluate((element) => {
      const current = () => document.querySelector('[data-testid="hero-word"]')?.textContent ?? '';
      const seen = [current()];
      (window as unknown as { heroWordsSeen: string[] }).heroWordsSeen = seen;
      new MutationObserver(() => {
        if (current() !== seen.at(-1)) seen.push(current());
      }).observe(element.parentElement!, { childList: true, characterData: true, subtree: true });
    });
    const seen = () => page.evaluate(() => (window as unknown as { heroWordsSeen: string[] }).heroWordsSeen);
    await expect.poll(async () => (await seen()).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
    const cycle = ['Food', 'Movies', 'Teams', 'Books', 'Songs', 'Places', 'Games', '\u00a0'];
    const words = await seen();
    for (const [i, shown] of words.slice(1).entries()) {
      expect(shown, `after ${words[i]}`).toBe(cycle[(cycle.indexOf(words[i]!) + 1) % cycle.length]);
    }
  });

  it('keeps the hero word still for users who prefer reduced motion', async () => {
    const { page } = session;
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(shellUrl);
    const word = page.getByTestId('hero-word');
    await expect.poll(() => word.textContent()).toBe('Food');
    await page.waitForTimeout(2500);
    expect(await word.textContent()).toBe('Food');
  });

  it('navigates the static pages from the footer without reloading', async () => {
    const { page } = session;
    await page.goto(shellUrl);
    const footer = page.getByRole('navigation', { name: 'Footer' });
    const pages = [
      ['About', 'About Runoff', '/about'],
      ['How It Works', 'How It Works', '/how-it-works'],
      ['Privacy', 'Privacy', '/privacy'],
      ['Terms', 'Terms of Use', '/terms'],
    ] as const;
    for (const [link, heading, path] of pages) {
      await footer.getByRole('link', { name: link }).click();
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
    }
  });

  it('serves deep links (SPA fallback) and has a mobile menu on a phone-sized screen', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${shellUrl}/privacy`);
    await page.getByRole('heading', { level: 1, name: 'Privacy' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const mobile = page.getByRole('navigation', { name: 'Mobile' });
    expect(await mobile.getByRole('link').allTextContents()).toEqual(['Home', 'Login', 'Sign Up']);
    await mobile.getByRole('link', { name: 'Home' }).click();
    await page.getByRole('heading', { level: 1, name: 'Ranked-choice polls for anything' }).waitFor();
    expect(await mobile.isVisible()).toBe(false);
  });
});
