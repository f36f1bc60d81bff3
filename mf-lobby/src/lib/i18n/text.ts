import { createMessages } from '@runoff/platform/i18n';
import en from './messages/en.json';

/**
 * mf_lobby's texts (docs/i18n.md): English inlined (the spec's words), the other languages loaded on demand.
 * Features import `useText` from here; `useFailureText` and `useServerText` put errors in the reader's words.
 */
export const { useText, load } = createMessages({
  en,
  load: {
    es: () => import('./messages/es.json'),
    fr: () => import('./messages/fr.json'),
    de: () => import('./messages/de.json'),
    ar: () => import('./messages/ar.json'),
  },
});

export type LobbyText = ReturnType<typeof useText>;
export type MessageId = Parameters<LobbyText['t']>[0];
