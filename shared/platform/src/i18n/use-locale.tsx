import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { localeStore } from './locale-store';
import type { Locale } from './locales';

const ScopedLocale = createContext<Locale | null>(null);

/**
 * A part of the page in another language than the rest: the presenter in the poll's language, an embed
 * in its `lang`. Every remote's messages inside follow it (the context lives in the platform singleton).
 * The caller sets `lang` and `dir` on its own element.
 */
export function LocaleScope({ locale, children }: { locale: Locale | null; children: ReactNode }) {
  return <ScopedLocale.Provider value={locale}>{children}</ScopedLocale.Provider>;
}

/** The language this part of the page speaks: its scope's, else the page's. */
export function useLocale(): Locale {
  const scoped = useContext(ScopedLocale);
  const page = useSyncExternalStore(localeStore.subscribe, localeStore.getSnapshot, localeStore.getSnapshot);
  return scoped ?? page;
}

/** The page's language, outside any scope: what the language menu shows as chosen. */
export function usePageLocale(): Locale {
  return useSyncExternalStore(localeStore.subscribe, localeStore.getSnapshot, localeStore.getSnapshot);
}

export function chooseLocale(locale: Locale): void {
  localeStore.choose(locale);
}
