/** Shown when the server sent no date at all. */
export const UNKNOWN_DATE = 'Unknown Date';
/** Shown when a date is there but cannot be parsed. */
export const INVALID_DATE = 'Invalid Date';

/** A poll date for display, in the viewer's locale; missing and unparseable dates get the spec's words. */
export function formatPollDate(value: string | null | undefined, locale?: string): string {
  if (value == null || value.trim() === '') return UNKNOWN_DATE;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return INVALID_DATE;
  return date.toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric' });
}
