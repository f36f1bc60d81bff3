import { createMessages, type MessageIdOf } from '@runoff/platform/i18n';
import en from './messages/en.json';

/**
 * mf_polls' own texts (dashboard, poll list, create form, poll detail): English inlined in the first
 * chunk, every other language loaded the first time a reader picks it (docs/i18n.md).
 */
export const { useText, load } = createMessages({
  en,
  load: (locale) => import(`./messages/${locale}.json`),
});

/** A message id of this package (type-checked against en.json). */
export type MessageId = MessageIdOf<typeof en>;
