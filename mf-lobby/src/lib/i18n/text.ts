import { createMessages } from '@runoff/platform/i18n';
import en from './messages/en.json';

/**
 * mf_lobby's texts (docs/i18n.md): English inlined (the spec's words), the other languages loaded on demand.
 * Features import `useText` from here; `useNotice` words an alert and the failure behind it.
 */
export const { useText, load } = createMessages({
  en,
  load: (locale) => import(`./messages/${locale}.json`),
});

export type LobbyText = ReturnType<typeof useText>;
