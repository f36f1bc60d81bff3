/**
 * The languages Runoff speaks. English is the spec's and the source of every message; the others are
 * loaded on demand. A new language is added here and as a messages file beside every English one
 * (docs/i18n.md).
 */
export const LOCALES = ['en', 'es', 'fr', 'de', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE = 'en' satisfies Locale;

/** Each language in its own words: the language menu names them so a reader finds their own. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  ar: 'العربية',
};

const RIGHT_TO_LEFT: ReadonlySet<Locale> = new Set<Locale>(['ar']);

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The writing direction of a language, for `dir` on the page or a scoped part of it. */
export function localeDirection(locale: Locale): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr';
}

/**
 * The first of a reader's preferred languages (BCP 47 tags, as in `navigator.languages` or a `lang`
 * attribute) that Runoff speaks, by primary subtag: "de-AT" is German. Null when none is spoken.
 */
export function matchLocale(tags: readonly (string | null | undefined)[]): Locale | null {
  for (const tag of tags) {
    if (typeof tag !== 'string') continue;
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLocale(primary)) return primary;
  }
  return null;
}
