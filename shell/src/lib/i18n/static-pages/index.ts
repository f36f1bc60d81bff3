import { createMessages } from '@runoff/platform/i18n';
import en from './messages/en.json';

/** The static pages' texts (About, How It Works, Privacy, Terms): in their own chunk, with the pages. */
export const { useText: useStaticPageText, load: loadStaticPageText } = createMessages({
  en,
  load: (locale) => import(`./messages/${locale}.json`),
});
