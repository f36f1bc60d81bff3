import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Locale } from '@runoff/platform/i18n';
import { catalogFor, createMessageFormat, voteFigures, type MessageFormat } from '@runoff/explain';
import { english, useText, type MessageId } from './text';

type Values = Readonly<Record<string, string | number | Date | null | undefined>>;

/**
 * What the results say, in one language: the texts, and every number, list and date in it. Components
 * take it from useWords(); what builds text outside React (the animation's frames, the CSV report) is
 * handed one, English (englishWords) when none is given.
 */
export interface Words {
  /** The language of the texts (for `lang` on what shows them). */
  locale: Locale;
  t: (id: MessageId, values?: Values) => string;
  /**
   * A vote figure as people read it: at most 2 decimals on the results screens, as RCTab's reports round
   * them ("6.9999" reads "7", "0.6666" reads "0.67"); a figure below 0.005 but above 0 keeps 4 decimals. In
   * englishWords and exact words (the CSV), 4 decimals: the count's own arithmetic (docs/count-animation.md).
   */
  count: (n: number) => string;
  /** The figure exact to 4 decimals, grouped ("100,000", "8.8332"): for a tooltip beside a rounded one. */
  exact: (n: number) => string;
  /** "1 vote", "2 votes", "100,000 votes". */
  votes: (n: number) => string;
  /** The plural a vote figure takes, as shown: 1.00004 shows as 1, so it is "one". */
  shown: (n: number) => number;
  /** Names read as one list: "A and B", "A, B, and C". */
  list: (names: readonly string[]) => string;
  /** Parts listed without a conjunction: "Alien 3, Heat 2". */
  units: (parts: readonly string[]) => string;
  /** A date and time; an unreadable value is shown as it came. */
  dateTime: (iso: string) => string;
  /** The explanations' sentences (@runoff/explain) with these option names, in this language, figures as `count` writes them. */
  explanation: (names: Readonly<Record<string, string>>) => MessageFormat;
  /** The same words with every figure exact (4 decimals): the CSV report. */
  exactWords: () => Words;
}

function createWords(locale: Locale, t: Words['t'], numberLocale: string, decimals: 2 | 4): Words {
  const figures = voteFigures(numberLocale, decimals);
  const exactFigures = voteFigures(numberLocale, 4);
  const and = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' });
  const units = new Intl.ListFormat(locale, { style: 'short', type: 'unit' });
  const { shown } = figures;
  const count = (n: number) => figures.format(n);
  const words: Words = {
    locale,
    t,
    count,
    exact: (n) => exactFigures.format(n),
    shown,
    votes: (n) => t('common.votes', { count: shown(n), votes: count(n) }),
    list: (names) => and.format(names),
    units: (parts) => units.format(parts),
    dateTime: (iso) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? iso : date.toLocaleString(numberLocale);
    },
    explanation: (names) => createMessageFormat({ name: (id) => names[id] ?? id, catalog: catalogFor(locale), numberLocale, decimals }),
    exactWords: () => (decimals === 4 ? words : createWords(locale, t, numberLocale, 4)),
  };
  return words;
}

/** The spec's English, numbers in en-US: the default of everything that builds text outside React. */
export const englishWords: Words = createWords('en', english, 'en-US', 4);

const NumberLocale = createContext<string | null>(null);

/**
 * Numbers and dates in another locale than the texts': embedded results follow their page's `lang` for
 * them ("de-CH", or "ja" where the texts fall back to another language), as they always have.
 */
export function NumberLocaleScope({ locale, children }: { locale: string | null; children: ReactNode }) {
  return <NumberLocale.Provider value={locale}>{children}</NumberLocale.Provider>;
}

/** The results' words in the language of this part of the page (useText), numbers in its number locale. */
export function useWords(): Words {
  const text = useText();
  const numberLocale = useContext(NumberLocale) ?? (text.locale === 'en' ? 'en-US' : text.locale);
  return useMemo(() => createWords(text.locale, text.t, numberLocale, 2), [text, numberLocale]);
}
