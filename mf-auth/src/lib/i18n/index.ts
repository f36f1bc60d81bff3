import { createMessages } from '@runoff/platform/i18n';
import en from './messages/en.json';

/** mf_auth's texts: English inlined, the other languages loaded the first time a reader picks them. */
export const { useText, load } = createMessages({
  en,
  load: {
    es: () => import('./messages/es.json'),
    fr: () => import('./messages/fr.json'),
    de: () => import('./messages/de.json'),
    ar: () => import('./messages/ar.json'),
  },
});

/** One of mf_auth's message ids. */
export type AuthMessageId = Parameters<ReturnType<typeof useText>['t']>[0];

/** A message in some language: `t` from useText, or `english` outside a component. */
export type Translate = ReturnType<typeof useText>['t'];

/**
 * The English texts without React, for the rules' messages when no component asks (their unit tests and
 * any non-React caller). The messages it serves have plain `{name}` arguments only.
 */
export const english: Translate = (id, values) =>
  (en as Record<string, string>)[id]!.replace(/\{(\w+)\}/g, (whole, name: string) =>
    values && values[name] !== undefined && values[name] !== null ? String(values[name]) : whole,
  );
