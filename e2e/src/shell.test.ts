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

  it('rotates the hero word every two seconds', async () => {
    const { page } = session;
    await page.goto(shellUrl);
    const word = page.getByTestId('hero-word');
    await expect.poll(() => word.textContent()).toBe('Food');
    await expect.poll(() => word.textContent(), { timeout: 3000 }).toBe('Movies');
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
