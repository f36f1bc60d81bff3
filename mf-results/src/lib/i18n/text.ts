import { createMessages, type MessageIdOf } from '@runoff/platform/i18n';
import { loadCatalog } from '@runoff/explain';
import en from './messages/en.json';

/**
 * mf_results' own texts (docs/i18n.md): English inlined, every other language loaded on demand. A
 * language's texts are this package's messages and the explanations' catalog (@runoff/explain): both load
 * together, each its own chunk, so a screen never shows its own words in one language and the count's in
 * another. `english` formats English outside React (the animation's frames, the CSV report).
 */
export const { useText, load, english } = createMessages({
  en,
  load: (locale) => Promise.all([import(`./messages/${locale}.json`), loadCatalog(locale)]).then(([messages]) => messages),
});

export type MessageId = MessageIdOf<typeof en>;
