/**
 * "Account created" / "Last sign in" text: the date and time in the reader's language (Intl), or
 * `notAvailable` ("N/A") when missing or unreadable.
 */
export function formatAccountDate(iso: string | null, locale?: string, notAvailable = 'N/A'): string {
  if (!iso) return notAvailable;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return notAvailable;
  return date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}
