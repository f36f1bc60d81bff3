import { createMessages, type Locale } from '@runoff/platform/i18n';
import { loadCatalog } from '@runoff/explain';
import en from './messages/en.json';

type Module = { default: Readonly<Record<string, string>> };

/**
 * A language's texts are this package's messages and the explanations' catalog (@runoff/explain): both
 * load together, each its own chunk, so a screen never shows its own words in one language and the
 * count's in another.
 */
const withExplanations = (locale: Exclude<Locale, 'en'>, messages: () => Promise<Module>) => () =>
  Promise.all([messages(), loadCatalog(locale)]).then(([module]) => module);

/** mf_results' own texts (docs/i18n.md): English inlined, every other language loaded on demand. */
export const { useText, load } = createMessages({
  en,
  load: {
    es: withExplanations('es', () => import('./messages/es.json')),
    fr: withExplanations('fr', () => import('./messages/fr.json')),
    de: withExplanations('de', () => import('./messages/de.json')),
    ar: withExplanations('ar', () => import('./messages/ar.json')),
  },
});

export type MessageId = keyof typeof en & string;
