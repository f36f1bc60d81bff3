import { describe, expect, it } from 'vitest';
import { catalogFor, en, type Catalog } from './en';
import { createMessageFormat } from './format-message';
import { items, message, option, options } from './messages';

const names: Record<string, string> = { a: 'Alien', b: 'Heat', c: '{votes} & Co' };
const name = (id: string) => names[id] ?? id;

describe('createMessageFormat', () => {
  it('picks the plural of the number as shown, and shows votes with at most 4 decimals', () => {
    const format = createMessageFormat({ name });
    expect(format(message('round.eliminated', { option: option('a'), votes: 1 }))).toBe('Alien has the fewest votes (1 vote) and is eliminated.');
    expect(format(message('round.eliminated', { option: option('a'), votes: 1.00001 }))).toBe('Alien has the fewest votes (1 vote) and is eliminated.');
    expect(format(message('round.eliminated', { option: option('a'), votes: 0.5 }))).toBe('Alien has the fewest votes (0.5) and is eliminated.');
    expect(format(message('tally.exhausted', { votes: 12345.6789 }))).toBe('12,345.6789 votes are exhausted so far: their ballots rank no option still in the count.');
  });

  it('writes names as they are, never as templates, and lists them in the language of the texts', () => {
    const format = createMessageFormat({ name, numberLocale: 'de-DE' });
    const text = format(message('round.tie', { options: options(['a', 'b', 'c']), votes: 1234.5, quota: 2000 }));
    expect(text).toBe('Alien, Heat, and {votes} & Co have 1.234,5 votes each, below the quota of 2.000: nothing separates them, so the count ends in a tie.');
    expect(format(message('tally.standings', { standings: items([message('tally.standing', { option: option('a'), votes: 3 }), message('tally.standing', { option: option('b'), votes: 2 })], 'plain') }))).toBe(
      'Alien 3, Heat 2.',
    );
  });

  it('takes another catalog: its own words, lists and plural rules', () => {
    const fr: Catalog = { language: 'fr', templates: { ...en.templates, 'round.eliminated': { plural: 'votes', one: '{option} a le moins de voix ({votes} voix) et est éliminé.', other: '{option} a le moins de voix ({votes}) et est éliminé.' }, 'ballot.helped-elect': 'Votre vote a aidé à élire {options}.' } };
    const format = createMessageFormat({ name, catalog: fr });
    // French: 0 and 1.5 are "one".
    expect(format(message('round.eliminated', { option: option('a'), votes: 1.5 }))).toBe('Alien a le moins de voix (1,5 voix) et est éliminé.');
    expect(format(message('ballot.helped-elect', { options: options(['a', 'b']) }))).toBe('Votre vote a aidé à élire Alien et Heat.');
  });
});

describe('catalogFor', () => {
  it('finds a language by its tag or its primary subtag, else English', () => {
    expect(catalogFor('en').language).toBe('en');
    expect(catalogFor('en-GB')).toBe(en);
    expect(catalogFor('EN-us')).toBe(en);
    // No French catalog yet (issue 23): the texts stay English.
    expect(catalogFor('fr-FR')).toBe(en);
    expect(catalogFor(undefined)).toBe(en);
  });
});
