import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMessages, type MessageCatalog, type Messages } from './create-messages';
import { localeStore } from './locale-store';
import type { Locale } from './locales';
import { LocaleScope } from './use-locale';

const en = { greeting: 'Hello {name}', votes: '{count, plural, one {# vote} other {# votes}}' } as const;
const de = { greeting: 'Hallo {name}', votes: '{count, plural, one {# Stimme} other {# Stimmen}}' };
const ar = { greeting: 'مرحبا {name}', votes: '{count, plural, zero {لا أصوات} one {صوت واحد} two {صوتان} few {# أصوات} many {# صوتًا} other {# صوت}}' };

/** A package's loader from a test's messages by language; a language it lacks fails, like a missing file. */
function byLocale(loaders: Partial<Record<Locale, () => Promise<Messages>>>): MessageCatalog<Messages>['load'] {
  return (locale) => loaders[locale]?.() ?? Promise.reject(new Error(`no ${locale}.json`));
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

afterEach(() => act(() => localeStore.choose('en')));

describe('createMessages', () => {
  it('formats English plurals exactly as the spec writes them, with no provider', () => {
    const { useText } = createMessages({ en, load: byLocale({ es: async () => en, fr: async () => en, de: async () => de, ar: async () => ar }) });
    function Votes({ count }: { count: number }) {
      const { t } = useText();
      return <p>{t('votes', { count })}</p>;
    }
    render(<><Votes count={1} /><Votes count={2} /></>);
    expect(screen.getByText('1 vote')).toBeTruthy();
    expect(screen.getByText('2 votes')).toBeTruthy();
  });

  it('suspends on first render in an unloaded language, then keeps the old one on screen while switching', async () => {
    const german = deferred<typeof de>();
    const arabic = deferred<typeof ar>();
    const { useText } = createMessages({ en, load: byLocale({ es: async () => en, fr: async () => en, de: () => german.promise, ar: () => arabic.promise }) });
    function Greeting() {
      const { t } = useText();
      return <p>{t('greeting', { name: 'Ada' })}</p>;
    }
    act(() => localeStore.choose('de'));
    render(<Suspense fallback={<p>loading</p>}><Greeting /></Suspense>);
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => german.resolve(de));
    expect(screen.getByText('Hallo Ada')).toBeTruthy();

    act(() => localeStore.choose('ar'));
    expect(screen.getByText('Hallo Ada')).toBeTruthy();
    await act(async () => arabic.resolve(ar));
    expect(screen.getByText('مرحبا Ada')).toBeTruthy();
  });

  it('keeps each package to its own messages and follows a scoped locale', async () => {
    const first = createMessages({ en: { title: 'Lobby' }, load: byLocale({ es: async () => ({ title: 'Sala' }), fr: async () => ({ title: 'Salle' }), de: async () => ({ title: 'Lobby (de)' }), ar: async () => ({ title: 'الردهة' }) }) });
    const second = createMessages({ en: { title: 'Results' }, load: byLocale({ es: async () => ({ title: 'Resultados' }), fr: async () => ({ title: 'Résultats' }), de: async () => ({ title: 'Ergebnisse' }), ar: async () => ({ title: 'النتائج' }) }) });
    await Promise.all([first.load('fr'), second.load('fr'), second.load('es')]);
    function First() { return <h1>{first.useText().t('title')}</h1>; }
    function Second() { return <h2>{second.useText().t('title')}</h2>; }
    render(<><First /><LocaleScope locale="es"><Second /></LocaleScope></>);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Lobby');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Resultados');
    act(() => localeStore.choose('fr'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Salle');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Resultados');
  });

  it('formats English outside React with the same formatter as useText', () => {
    const { english } = createMessages({ en, load: byLocale({ es: async () => en, fr: async () => en, de: async () => de, ar: async () => ar }) });
    expect(english('greeting', { name: 'Ada' })).toBe('Hello Ada');
    expect(english('votes', { count: 1 })).toBe('1 vote');
    expect(english('votes', { count: 1200 })).toBe('1,200 votes');
  });

  it('shows English for a language the package has no messages for', async () => {
    // A newer shell may offer a language an older remote was built without: its loader rejects.
    const { useText, load } = createMessages({ en, load: (locale) => Promise.reject(new Error(`no ${locale}.json`)) });
    const logged = console.error;
    console.error = () => {};
    try {
      await load('de');
    } finally {
      console.error = logged;
    }
    function Greeting() { return <p>{useText().t('greeting', { name: 'Ada' })}</p>; }
    act(() => localeStore.choose('de'));
    render(<Greeting />);
    expect(screen.getByText('Hello Ada')).toBeTruthy();
  });

  it('shows English when a language fails to load', async () => {
    const { useText, load } = createMessages({ en, load: byLocale({ es: () => Promise.reject(new Error('offline')), fr: async () => en, de: async () => de, ar: async () => ar }) });
    const logged = console.error;
    console.error = () => {};
    try {
      await load('es');
    } finally {
      console.error = logged;
    }
    function Greeting() { return <p>{useText().t('greeting', { name: 'Ada' })}</p>; }
    act(() => localeStore.choose('es'));
    render(<Greeting />);
    expect(screen.getByText('Hello Ada')).toBeTruthy();
  });
});
