/**
 * The languages Runoff speaks: this list is the only one. English is the spec's and the source of every
 * message; the others are loaded on demand. A new language is one line here and a messages file beside
 * every English one (docs/i18n.md, "Adding a language").
 */
const LANGUAGES = {
  en: { name: 'English', direction: 'ltr' },
  es: { name: 'Español', direction: 'ltr' },
  fr: { name: 'Français', direction: 'ltr' },
  de: { name: 'Deutsch', direction: 'ltr' },
  ar: { name: 'العربية', direction: 'rtl' },
} as const satisfies Record<string, { name: string; direction: 'ltr' | 'rtl' }>;

export type Locale = keyof typeof LANGUAGES;
export const LOCALES = Object.keys(LANGUAGES) as readonly Locale[];
export const DEFAULT_LOCALE = 'en' satisfies Locale;

/** Each language in its own words: the language menu names them so a reader finds their own. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = Object.fromEntries(
  LOCALES.map((locale) => [locale, LANGUAGES[locale].name]),
) as Record<Locale, string>;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && Object.hasOwn(LANGUAGES, value);
}

/** The writing direction of a language, for `dir` on the page or a scoped part of it. */
export function localeDirection(locale: Locale): 'ltr' | 'rtl' {
  return LANGUAGES[locale].direction;
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
