import { createMessages } from '@runoff/platform/i18n';
import en from './messages/en.json';

/**
 * The shell's own texts (header, footer, home, join code, fallbacks): English inlined in the first chunk,
 * the other languages loaded the first time a reader picks them. The static pages keep theirs apart
 * (./static-pages), so the home page's first load does not carry them.
 */
export const { useText, load } = createMessages({
  en,
  load: (locale) => import(`./messages/${locale}.json`),
});
