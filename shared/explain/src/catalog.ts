// The list alone (no React, no state): this package also runs in Node (pnpm tabulate).
import { matchLocale, type Locale } from '@runoff/platform/locales';
import type { MessageKey } from './messages';
import english from './messages/en.json';

/**
 * The explanations' texts in one language: its tag (lists, plurals and the words follow it) and an ICU
 * MessageFormat text per message (./messages/<language>.json, docs/explanations.md).
 */
export interface Catalog {
  language: Locale;
  messages: Readonly<Record<MessageKey, string>>;
}

/** Runoff's English, the spec's words: inlined, so English never waits. */
export const en: Catalog = { language: 'en', messages: english satisfies Record<MessageKey, string> };

type Texts = Readonly<Record<MessageKey, string>>;

/**
 * Every other language of the app's one list (@runoff/platform/locales) loads on demand, each file
 * its own chunk, the first time it is asked for.
 */
const loadTexts = (language: Exclude<Locale, 'en'>): Promise<{ default: Texts }> => import(`./messages/${language}.json`);

const loaded = new Map<Locale, Catalog>([['en', en]]);
const loading = new Map<Locale, Promise<Catalog>>();

/**
 * The language of the explanations for a BCP 47 tag (an embed's `lang`, a browser's language): its
 * primary subtag where Runoff speaks it ("de-AT" → de), else English.
 */
export function catalogLanguage(locale: string | undefined): Locale {
  return matchLocale([locale]) ?? 'en';
}

/**
 * The catalog for a tag once it has loaded (`loadCatalog`); English until then, and for a language the
 * explanations are not written in.
 */
export function catalogFor(locale: string | undefined): Catalog {
  return loaded.get(catalogLanguage(locale)) ?? en;
}

/** Whether `catalogFor(locale)` gives that language's own texts already (English always has). */
export function isCatalogLoaded(locale: string | undefined): boolean {
  return loaded.has(catalogLanguage(locale));
}

/**
 * Loads the catalog for a tag (once; English at once). Rejects when the language's chunk cannot be loaded,
 * and a later call tries again.
 */
export function loadCatalog(locale: string | undefined): Promise<Catalog> {
  const language = catalogLanguage(locale);
  const ready = loaded.get(language);
  if (ready) return Promise.resolve(ready);
  const running = loading.get(language);
  if (running) return running;
  const next = loadTexts(language as Exclude<Locale, 'en'>)
    .then((module) => {
      const catalog: Catalog = { language, messages: module.default };
      loaded.set(language, catalog);
      return catalog;
    })
    .finally(() => loading.delete(language));
  loading.set(language, next);
  return next;
}
