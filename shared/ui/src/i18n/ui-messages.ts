import { createMessages } from '@runoff/platform/i18n';
import en from './messages/en.json';

/** The primitives' own texts, bundled into each app that renders them. */
export const { useText } = createMessages({
  en,
  load: {
    es: () => import('./messages/es.json'),
    fr: () => import('./messages/fr.json'),
    de: () => import('./messages/de.json'),
    ar: () => import('./messages/ar.json'),
  },
});
