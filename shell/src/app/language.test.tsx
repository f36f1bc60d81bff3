import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLocaleStore, LOCALE_STORAGE_KEY, localeStore } from '@runoff/platform/i18n';
import { signedOut, stubMatchMedia } from '@runoff/test-utils';
import { HomePage } from '../features/home';
import { Layout } from '../features/layout';
import { load } from '../lib/i18n';
import { syncDocumentLocale } from './document-locale';

vi.mock('@runoff/platform/auth', () => import('@runoff/test-utils/auth-mock').then((m) => m.authModule));

function renderLayout() {
  const router = createMemoryRouter([{ element: <Layout />, children: [{ path: '/', element: <p>home page</p> }] }], { initialEntries: ['/'] });
  return render(
    <Suspense fallback={<p>loading</p>}>
      <RouterProvider router={router} />
    </Suspense>,
  );
}

describe('the language menus', () => {
  let stop: () => void;
  beforeAll(() => {
    stop = syncDocumentLocale();
  });
  afterAll(() => stop());
  afterEach(() => {
    act(() => localeStore.choose('en'));
    localStorage.clear();
  });

  it('switch the header and footer without a reload, set <html lang dir>, and remember the choice', async () => {
    signedOut();
    renderLayout();
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
    const banner = screen.getByRole('banner');
    const header = within(banner);
    expect(header.getByRole('link', { name: 'Home' })).toBeTruthy();
    // Something only this page holds: a reload would lose it.
    (window as { runoffMarker?: number }).runoffMarker = 1;

    await userEvent.selectOptions(header.getByRole('combobox', { name: 'Language' }), 'de');
    expect(await header.findByRole('link', { name: 'Startseite' }, { timeout: 5000 })).toBeTruthy();
    expect(header.getByRole('navigation', { name: 'Hauptmenü' })).toBeTruthy();
    expect(header.getByRole('button', { name: 'Menü öffnen' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('de');
    expect(document.documentElement.dir).toBe('ltr');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('de');
    // Both menus show the page's language; the footer's has a name of its own.
    const footer = within(screen.getByRole('contentinfo'));
    expect((header.getByRole('combobox', { name: 'Sprache' }) as HTMLSelectElement).value).toBe('de');
    expect((footer.getByRole('combobox', { name: 'Sprache der Website' }) as HTMLSelectElement).value).toBe('de');
    expect(footer.getByText(/Alle Rechte vorbehalten/)).toBeTruthy();

    await userEvent.selectOptions(footer.getByRole('combobox', { name: 'Sprache der Website' }), 'ar');
    expect(await header.findByRole('link', { name: 'الرئيسية' }, { timeout: 5000 })).toBeTruthy();
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('ar');
    expect((header.getByRole('combobox', { name: 'اللغة' }) as HTMLSelectElement).value).toBe('ar');

    // The same page all along: the header element was never replaced, the page's state survived.
    expect(screen.getByRole('banner')).toBe(banner);
    expect((window as { runoffMarker?: number }).runoffMarker).toBe(1);

    await userEvent.selectOptions(header.getByRole('combobox', { name: 'اللغة' }), 'en');
    expect(await header.findByRole('link', { name: 'Home' }, { timeout: 5000 })).toBeTruthy();
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('give the two menus distinct ids and names', () => {
    signedOut();
    renderLayout();
    const menus = screen.getAllByRole('combobox');
    expect(menus).toHaveLength(2);
    expect(new Set(menus.map((menu) => menu.id)).size).toBe(2);
    expect(menus.map((menu) => menu.getAttribute('id'))).not.toContain('');
    expect(screen.getByRole('combobox', { name: 'Language' })).not.toBe(screen.getByRole('combobox', { name: 'Site language' }));
  });
});

describe('the page language', () => {
  it('opens in the browser language when the reader chose none, and in the remembered choice when they did', () => {
    const memory = new Map<string, string>();
    const storage = { getItem: (key: string) => memory.get(key) ?? null, setItem: (key: string, value: string) => void memory.set(key, value) };
    const root = document.createElement('html');

    const fresh = createLocaleStore(storage, ['ar-EG', 'en-US']);
    const stop = syncDocumentLocale(fresh, root);
    expect(root.lang).toBe('ar');
    expect(root.dir).toBe('rtl');
    fresh.choose('fr');
    expect(root.lang).toBe('fr');
    expect(root.dir).toBe('ltr');
    stop();

    // Next visit, same browser: the choice wins over the browser's language.
    const again = createLocaleStore(storage, ['ar-EG', 'en-US']);
    expect(again.getSnapshot()).toBe('fr');
  });

  it('follows navigator.languages on a first visit (the page store, as the shell starts)', async () => {
    localStorage.clear();
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-AT', 'en-US']);
    vi.resetModules();
    const i18n = await import('@runoff/platform/i18n');
    const documentLocale = await import('./document-locale');
    expect(i18n.localeStore.getSnapshot()).toBe('de');
    const stop = documentLocale.syncDocumentLocale(i18n.localeStore);
    try {
      expect(document.documentElement.lang).toBe('de');
    } finally {
      stop();
      document.documentElement.lang = 'en';
      vi.resetModules();
    }
  });
});

describe('the home page', () => {
  afterEach(() => act(() => localeStore.choose('en')));

  it.each([
    ['de', 'Warum Runoff?', 'Jetzt starten', 'Mit einem Code'],
    ['ar', 'لماذا Runoff؟', 'ابدأ الآن', 'الانضمام برمز'],
  ] as const)('reads in %s', async (locale, features, getStarted, joinHeading) => {
    stubMatchMedia(true);
    signedOut();
    await load(locale);
    act(() => localeStore.choose(locale));
    render(
      <Suspense fallback={<p>loading</p>}>
        <MemoryRouter>
          <HomePage joinWithCode={<h2>{joinHeading}</h2>} />
        </MemoryRouter>
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: features }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: getStarted }).length).toBeGreaterThan(0);
    // The hero's rotating word is the locale's own.
    expect(screen.getByTestId('hero-word').textContent).toBe(locale === 'de' ? 'Essen' : 'الطعام');
  });
});
