import { useState } from 'react';
import { useErrorMessage } from '@runoff/platform/i18n';
import { useText, type Translate } from './i18n';

/** How to word a message once its language is known: redone on every render, so a switch rewords it. */
export type Wording = (t: Translate, describe: (error: unknown) => string) => string;

/**
 * A form's alert (a validation problem, "Failed to sign in: {message}", a success), kept as its wording
 * rather than as text, so it follows the page when the reader switches language.
 */
export function useShownMessage() {
  const { t } = useText();
  const describe = useErrorMessage();
  const [wording, setWording] = useState<Wording | null>(null);
  return {
    text: wording ? wording(t, describe) : null,
    show: (next: Wording | null) => setWording(() => next),
  };
}
