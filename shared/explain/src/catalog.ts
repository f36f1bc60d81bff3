import type { MessageKey } from './messages';
import english from './messages/en.json';

/**
 * The explanations' texts in one language: its tag (lists, plurals and the words follow it) and an ICU
 * MessageFormat text per message (./messages/<language>.json, docs/explanations.md).
 */
export interface Catalog {
  language: CatalogLanguage;
  messages: Readonly<Record<MessageKey, string>>;
}

/** The languages the explanations are written in (the same as the app's, @runoff/platform/i18n). */
export const CATALOG_LANGUAGES = ['en', 'es', 'fr', 'de', 'ar'] as const;
export type CatalogLanguage = (typeof CATALOG_LANGUAGES)[number];

/** Runoff's English, the spec's words: inlined, so English never waits. */
export const en: Catalog = { language: 'en', messages: english satisfies Record<MessageKey, string> };

type Texts = Readonly<Record<MessageKey, string>>;
type OtherLanguage = Exclude<CatalogLanguage, 'en'>;

/** Every other language loads on demand, each its own chunk, the first time it is asked for. */
const loaders: Readonly<Record<OtherLanguage, () => Promise<{ default: Texts }>>> = {
  es: () => import('./messages/es.json'),
  fr: () => import('./messages/fr.json'),
  de: () => import('./messages/de.json'),
  ar: () => import('./messages/ar.json'),
};

const loaded = new Map<CatalogLanguage, Catalog>([['en', en]]);
const loading = new Map<CatalogLanguage, Promise<Catalog>>();

function isCatalogLanguage(value: string | undefined): value is CatalogLanguage {
  return (CATALOG_LANGUAGES as readonly (string | undefined)[]).includes(value);
}

/**
 * The language of the explanations for a BCP 47 tag (an embed's `lang`, a browser's language): its
 * primary subtag where the explanations are written in it ("de-AT" → de), else English.
 */
export function catalogLanguage(locale: string | undefined): CatalogLanguage {
  const primary = (locale ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return isCatalogLanguage(primary) ? primary : 'en';
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
  const next = loaders[language as OtherLanguage]()
    .then((module) => {
      const catalog: Catalog = { language, messages: module.default };
      loaded.set(language, catalog);
      return catalog;
    })
    .finally(() => loading.delete(language));
  loading.set(language, next);
  return next;
}
