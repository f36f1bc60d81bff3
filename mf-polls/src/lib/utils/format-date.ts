import { useCallback } from 'react';
import { useText } from '../i18n';

/** A poll date as the server sent it: the date, or why there is none to show. */
export type PollDate = Date | 'unknown' | 'invalid';

/** Missing dates and unparseable ones are told apart (the spec's "Unknown Date" and "Invalid Date"). */
export function parsePollDate(value: string | null | undefined): PollDate {
  if (value == null || value.trim() === '') return 'unknown';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'invalid' : date;
}

/** The format of a poll's date: "Nov 20, 2026" in English, "20. Nov. 2026" in German. */
const POLL_DATE_FORMAT = { year: 'numeric', month: 'short', day: 'numeric' } as const;

/** `(value) => text`: a poll date in the reader's language ("Nov 20, 2026"), or "Unknown Date" / "Invalid Date". */
export function usePollDate(): (value: string | null | undefined) => string {
  const { t, intl } = useText();
  return useCallback(
    (value) => {
      const date = parsePollDate(value);
      if (date === 'unknown') return t('poll.unknownDate');
      if (date === 'invalid') return t('poll.invalidDate');
      return intl.formatDate(date, POLL_DATE_FORMAT);
    },
    [t, intl],
  );
}
