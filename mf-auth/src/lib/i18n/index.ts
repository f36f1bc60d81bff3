import { createMessages, type FailureNotice, type MessageIdOf } from '@runoff/platform/i18n';
import en from './messages/en.json';

/** mf_auth's texts: English inlined, the other languages loaded the first time a reader picks them. */
export const { useText, load, english } = createMessages({
  en,
  load: (locale) => import(`./messages/${locale}.json`),
});

/** One of mf_auth's message ids. */
type MessageId = MessageIdOf<typeof en>;

/** One of mf_auth's alerts, as data: a message and the failure worded into it (useNoticeText). */
export type Notice = FailureNotice<MessageId>;

