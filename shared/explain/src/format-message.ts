import { en, type Catalog, type Template } from './en';
import type { Message, MessageValue } from './messages';

export interface MessageFormatOptions {
  /** An option's name by its id (an id nobody named is shown as it is). */
  name: (id: string) => string;
  /** The texts' language; English by default. Lists ("A, B and C") and plurals follow it. */
  catalog?: Catalog;
  /** Numbers' locale (BCP 47): the embed follows its page; the app writes en-US. Default: the catalog's language. */
  numberLocale?: string;
}

/** Turns a message into its text. */
export type MessageFormat = (message: Message) => string;

/**
 * Vote figures as the count gives them, exact to 4 decimal places ("8.8332", "100,000"): the explanations
 * and every table beside them show the same digits.
 */
export function voteNumberFormat(locale: string): Intl.NumberFormat {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 4 });
}

/** The message format of one language, option names and number locale. */
export function createMessageFormat({ name, catalog = en, numberLocale = catalog.language }: MessageFormatOptions): MessageFormat {
  const numbers = voteNumberFormat(numberLocale);
  const plurals = new Intl.PluralRules(catalog.language);
  const lists = {
    and: new Intl.ListFormat(catalog.language, { style: 'long', type: 'conjunction' }),
    plain: new Intl.ListFormat(catalog.language, { style: 'short', type: 'unit' }),
  };

  const value = (item: MessageValue): string => {
    if (typeof item === 'number') return numbers.format(item);
    if ('option' in item) return name(item.option);
    if ('options' in item) return lists.and.format(item.options.map(name));
    return lists[item.join].format(item.items.map(format));
  };

  const pick = (template: Template, values: Record<string, MessageValue>): string => {
    if (typeof template === 'string') return template;
    const count = values[template.plural];
    // Plurals follow the number as shown (1.00004 shows as 1).
    const category = typeof count === 'number' ? plurals.select(Number(count.toFixed(4))) : 'other';
    return template[category] ?? template.other;
  };

  function format(message: Message): string {
    const values = message.values as Record<string, MessageValue>;
    return pick(catalog.templates[message.key], values).replace(/\{(\w+)\}/g, (whole, key: string) => {
      const item = values[key];
      return item === undefined ? whole : value(item);
    });
  }
  return format;
}
