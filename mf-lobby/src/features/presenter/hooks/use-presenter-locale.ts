import { useCallback, useState } from 'react';
import { isLocale, usePageLocale, type Locale } from '@runoff/platform/i18n';

/** Where a poll's presenter language is remembered, per poll, in this browser. */
export function presenterLocaleKey(pollId: string): string {
  return `runoff.presenter-locale.${pollId}`;
}

function readStored(pollId: string): Locale | null {
  try {
    const stored = localStorage.getItem(presenterLocaleKey(pollId));
    return isLocale(stored) ? stored : null;
  } catch {
    return null; // storage blocked: the page's language applies
  }
}

/**
 * The presenter view's language (issue 23: "the host's poll language can be set for the presenter view"):
 * the room's language on the projector, whatever language the host's page is in. Until the host picks one
 * it follows the page's; a choice is remembered for this poll in this browser.
 */
export function usePresenterLocale(pollId: string): [Locale, (locale: Locale) => void] {
  const page = usePageLocale();
  const [chosen, setChosen] = useState<{ pollId: string; locale: Locale | null }>(() => ({ pollId, locale: readStored(pollId) }));
  const current = chosen.pollId === pollId ? chosen.locale : readStored(pollId);
  const choose = useCallback(
    (locale: Locale) => {
      try {
        localStorage.setItem(presenterLocaleKey(pollId), locale);
      } catch {
        // not remembered, still switched
      }
      setChosen({ pollId, locale });
    },
    [pollId],
  );
  return [current ?? page, choose];
}
