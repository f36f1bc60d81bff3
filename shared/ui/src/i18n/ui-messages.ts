import { createMessages } from '@runoff/platform/i18n';
import en from './messages/en.json';

/** The primitives' own texts, bundled into each app that renders them. */
export const { useText } = createMessages({
  en,
  load: (locale) => import(`./messages/${locale}.json`),
});
