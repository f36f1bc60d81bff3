import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { localeStore } from '@runoff/platform/i18n';
import { loadStaticPageText } from '../../../lib/i18n/static-pages';
import { AboutPage } from './about-page';
import { TermsPage } from './terms-page';

afterEach(() => act(() => localeStore.choose('en')));

describe('the static pages', () => {
  it('keep their English, with the tab title', () => {
    render(
      <MemoryRouter>
        <AboutPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'About Runoff' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Read how the counting works' }).getAttribute('href')).toBe('/how-it-works');
    expect(document.title).toBe('About Runoff · Runoff');
  });

  it('read in German and Arabic, links and tab title included', async () => {
    await loadStaticPageText('de');
    act(() => localeStore.choose('de'));
    const { unmount } = render(
      <MemoryRouter>
        <AboutPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Über Runoff' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lesen Sie, wie die Auszählung funktioniert' })).toBeTruthy();
    expect(document.title).toBe('Über Runoff · Runoff');
    unmount();

    await loadStaticPageText('ar');
    act(() => localeStore.choose('ar'));
    render(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'شروط الاستخدام' })).toBeTruthy();
  });
});
