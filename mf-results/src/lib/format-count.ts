import { catalogFor, createMessageFormat, en, voteNumberFormat, type Catalog, type MessageFormat } from '@runoff/explain';

let numberLocale = 'en-US';
// The explanations' language: English in the app; the embed's `lang` where a catalog exists (issue 23 adds them).
let catalog: Catalog = en;
let votes = voteNumberFormat(numberLocale);
// Dates in the app follow the browser's locale (undefined); the embed sets the page's.
let dateLocale: string | undefined;

/**
 * Vote numbers with thousands separators ("100,000") and, with several seats, up to the count's 4 decimals
 * ("8.8332"), as the explanations write them: the room reads them from a projector.
 */
export function formatCount(n: number): string {
  return votes.format(n);
}

/**
 * The app formats numbers in en-US; embedded results follow the page they sit on (its lang, else the
 * browser's language). The embed's bundle has its own copy of this module, so this never touches the app.
 */
export function setDisplayLocale(locale: string): void {
  numberLocale = locale;
  votes = voteNumberFormat(locale);
  dateLocale = locale;
  catalog = catalogFor(locale);
}

/** The language of the explanations shown (a BCP 47 tag), for the `lang` attribute around them. */
export function explanationLanguage(): string {
  return catalog.language;
}

/** The explanations' sentences (@runoff/explain) with these option names and the display's numbers. */
export function explanationFormat(names: Readonly<Record<string, string>>): MessageFormat {
  return createMessageFormat({ name: (id) => names[id] ?? id, catalog, numberLocale });
}

/** A date and time in the display locale; an unreadable value is shown as it came. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString(dateLocale);
}

/** "1 vote", "2 votes", "100,000 votes". */
export function formatVotes(n: number): string {
  return `${formatCount(n)} ${n === 1 ? 'vote' : 'votes'}`;
}

const list = new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' });

/** Names as one list style everywhere tied or eliminated names are read: "A and B", "A, B, and C". */
export function listNames(names: readonly string[]): string {
  return list.format(names);
}
