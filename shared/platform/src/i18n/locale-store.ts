import { DEFAULT_LOCALE, isLocale, matchLocale, type Locale } from './locales';

/** Where the reader's choice is remembered: this browser, for every poll and page. */
export const LOCALE_STORAGE_KEY = 'runoff.locale';

export interface LocaleStore {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => Locale;
  /** The reader chose a language: remembered in this browser, every part of the page follows. */
  choose: (locale: Locale) => void;
}

function readStored(storage: Pick<Storage, 'getItem'> | null): Locale | null {
  try {
    const stored = storage?.getItem(LOCALE_STORAGE_KEY);
    return isLocale(stored) ? stored : null;
  } catch {
    return null; // storage blocked (privacy mode, sandboxed frame): the browser's language still applies
  }
}

/** The language a page opens in: the reader's earlier choice, else the browser's language, else English. */
export function initialLocale(
  storage: Pick<Storage, 'getItem'> | null,
  languages: readonly string[],
): Locale {
  return readStored(storage) ?? matchLocale(languages) ?? DEFAULT_LOCALE;
}

export function createLocaleStore(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
  languages: readonly string[],
): LocaleStore {
  let locale = initialLocale(storage, languages);
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => locale,
    choose(next) {
      try {
        storage?.setItem(LOCALE_STORAGE_KEY, next);
      } catch {
        // not remembered, still switched
      }
      if (next === locale) return;
      locale = next;
      for (const listener of [...listeners]) listener();
    },
  };
}

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages.length > 0 ? navigator.languages : [navigator.language];
}

/**
 * The page's one locale. The shell owns it (its language menu calls `choose`); @runoff/platform is a
 * singleton, so every remote on the page reads this same store.
 */
export const localeStore: LocaleStore = createLocaleStore(browserStorage(), browserLanguages());
