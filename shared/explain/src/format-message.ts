import { IntlMessageFormat } from 'intl-messageformat';
import { en, type Catalog } from './catalog';
import type { Message, MessageKey, MessageValue } from './messages';

export interface MessageFormatOptions {
  /** An option's name by its id (an id nobody named is shown as it is). */
  name: (id: string) => string;
  /** The texts' language; English by default. Lists ("A, B and C") and plurals follow it. */
  catalog?: Catalog;
  /** Numbers' locale (BCP 47): the embed follows its `lang` ("de-AT"). Default: the catalog's language. */
  numberLocale?: string;
  /**
   * Decimals a vote figure is written with: 4 (exact, the count's arithmetic; the CSV) by default, 2 on the
   * results screens, as RCTab's reports round them (voteNumberFormat). A surplus's fraction stays exact.
   */
  decimals?: 2 | 4;
}

/** Turns a message into its text. */
export type MessageFormat = (message: Message) => string;

/**
 * Vote figures as the count gives them, exact to 4 decimal places ("8.8332", "100,000"): the explanations
 * and every table beside them show the same digits.
 */
function voteNumberFormat(locale: string, decimals: 2 | 4 = 4): Intl.NumberFormat {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: decimals });
}

/**
 * A vote figure as people read it (issue 33, docs/count-animation.md): at most `decimals` decimals, except
 * that a figure above 0 but below what they show (0.0001 lost to rounding) keeps its 4 decimals rather than
 * reading as 0. `shown` is the number the text shows, which a plural follows (1.00004 shows as 1: "one").
 */
export function voteFigures(locale: string, decimals: 2 | 4 = 4) {
  const rounded = voteNumberFormat(locale, decimals);
  const exact = voteNumberFormat(locale, 4);
  const tiny = (n: number) => n !== 0 && Math.abs(n) < 0.5 * 10 ** -decimals;
  return {
    format: (n: number) => (tiny(n) ? exact : rounded).format(n),
    shown: (n: number) => Number(n.toFixed(tiny(n) ? 4 : decimals)),
  };
}

// Each catalog's texts parsed once, on first use.
const parsed = new WeakMap<Catalog, Map<MessageKey, IntlMessageFormat>>();

function compiled(catalog: Catalog, key: MessageKey): IntlMessageFormat {
  let texts = parsed.get(catalog);
  if (!texts) parsed.set(catalog, (texts = new Map()));
  let format = texts.get(key);
  if (!format) {
    // Tags are not markup here: a text is plain, and names are values, never parsed.
    format = new IntlMessageFormat(catalog.messages[key] ?? en.messages[key], catalog.language, undefined, { ignoreTag: true });
    texts.set(key, format);
  }
  return format;
}

/**
 * The message format of one language, option names and number locale. The values reach the ICU text
 * already written out: an option as its name, options and items as a list in the catalog's language, a
 * number with at most 4 decimals in the number locale. Beside each, `<name>Count` is the number a plural
 * follows: a number as shown (1.00004 shows as 1, so it is "one"), a list's length.
 */
export function createMessageFormat({ name, catalog = en, numberLocale = catalog.language, decimals = 4 }: MessageFormatOptions): MessageFormat {
  const figures = voteFigures(numberLocale, decimals);
  const exact = voteFigures(numberLocale, 4);
  const lists = {
    and: new Intl.ListFormat(catalog.language, { style: 'long', type: 'conjunction' }),
    plain: new Intl.ListFormat(catalog.language, { style: 'short', type: 'unit' }),
  };

  function write(item: MessageValue, key: string): { text: string; count: number } {
    if (typeof item === 'number') {
      const numbers = key === 'fraction' ? exact : figures;
      return { text: numbers.format(item), count: numbers.shown(item) };
    }
    if ('option' in item) return { text: name(item.option), count: 1 };
    if ('options' in item) return { text: lists.and.format(item.options.map(name)), count: item.options.length };
    return { text: lists[item.join].format(item.items.map(format)), count: item.items.length };
  }

  function format(message: Message): string {
    const values: Record<string, string | number> = {};
    for (const [key, item] of Object.entries(message.values as Record<string, MessageValue>)) {
      const { text, count } = write(item, key);
      values[key] = text;
      values[`${key}Count`] = count;
    }
    const text = compiled(catalog, message.key).format<string>(values);
    return Array.isArray(text) ? text.join('') : text;
  }
  return format;
}
