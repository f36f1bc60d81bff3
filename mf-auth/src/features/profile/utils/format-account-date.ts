/** "Account created" / "Last sign in" text: the local date and time, or N/A when missing or unreadable. */
export function formatAccountDate(iso: string | null, locale?: string): string {
  if (!iso) return 'N/A';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'N/A';
  return date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}
