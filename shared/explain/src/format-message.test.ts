import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogFor, catalogLanguage, en, isCatalogLoaded, loadCatalog, type Catalog } from './catalog';
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
    const fr: Catalog = {
      language: 'fr',
      messages: {
        ...en.messages,
        'round.eliminated': '{votesCount, plural, one {{option} a le moins de voix ({votes} voix) et est éliminé.} other {{option} a le moins de voix ({votes}) et est éliminé.}}',
        'ballot.helped-elect': 'Votre vote a aidé à élire {options}.',
      },
    };
    const format = createMessageFormat({ name, catalog: fr });
    // French: 0 and 1.5 are "one".
    expect(format(message('round.eliminated', { option: option('a'), votes: 1.5 }))).toBe('Alien a le moins de voix (1,5 voix) et est éliminé.');
    expect(format(message('ballot.helped-elect', { options: options(['a', 'b']) }))).toBe('Votre vote a aidé à élire Alien et Heat.');
  });
});

describe('catalogs', () => {
  afterEach(() => vi.restoreAllMocks());

  it('finds a language by its primary subtag, else English', () => {
    expect(catalogLanguage('en-GB')).toBe('en');
    expect(catalogLanguage('DE-at')).toBe('de');
    expect(catalogLanguage('ar_EG')).toBe('ar');
    expect(catalogLanguage('ja')).toBe('en');
    expect(catalogLanguage(undefined)).toBe('en');
    expect(catalogFor('en-GB')).toBe(en);
    expect(catalogFor('ja')).toBe(en);
  });

  it('has English at once and loads another language once, on demand', async () => {
    expect(isCatalogLoaded('en-US')).toBe(true);
    expect(await loadCatalog('en')).toBe(en);
    const first = loadCatalog('es-MX');
    expect(loadCatalog('es')).toBe(first);
    const spanish = await first;
    expect(spanish.language).toBe('es');
    expect(isCatalogLoaded('es')).toBe(true);
    expect(catalogFor('es-ES')).toBe(spanish);
    expect(await loadCatalog('es')).toBe(spanish);
  });

  it('has every message in every language, each formatting with any count', async () => {
    const catalogs = await Promise.all(['en', 'es', 'fr', 'de', 'ar'].map((language) => loadCatalog(language)));
    for (const catalog of catalogs) {
      expect(Object.keys(catalog.messages).sort()).toEqual(Object.keys(en.messages).sort());
      for (const votes of [0, 1, 2, 3, 11, 100, 1.5]) {
        const format = createMessageFormat({ name, catalog });
        const text = format(message('round.eliminated-tie', { options: options(['a', 'b']), option: option('b'), votes }));
        expect(text).toContain('Heat');
        expect(text).not.toMatch(/[{}]/);
      }
    }
  });
});

describe('German', () => {
  it('says a round in German, with German numbers, lists and plurals', async () => {
    const format = createMessageFormat({ name, catalog: await loadCatalog('de') });
    expect(format(message('round.eliminated', { option: option('a'), votes: 1 }))).toBe('Alien hat die wenigsten Stimmen (1 Stimme) und scheidet aus.');
    expect(format(message('round.eliminated', { option: option('a'), votes: 1.5 }))).toBe('Alien hat die wenigsten Stimmen (1,5) und scheidet aus.');
    expect(format(message('round.won', { option: option('b'), votes: 1234.5678, quota: 1000 }))).toBe('Heat erreicht die Quote von 1.000 mit 1.234,5678 Stimmen und gewinnt.');
    expect(format(message('ballot.helped-elect', { options: options(['a', 'b', 'c']) }))).toBe('Ihre Stimme hat geholfen, Alien, Heat und {votes} & Co zu wählen.');
    expect(
      format(
        message('transfer.elimination', {
          from: option('c'),
          votes: 3,
          shares: items([message('share.option', { option: option('a'), votes: 2 }), message('share.exhausted', { votes: 1 })]),
        }),
      ),
    ).toBe('Die Stimmzettel von {votes} & Co (3 Stimmen) gehen an ihre nächste Wahl, die noch im Rennen ist: 2 an Alien und 1 verfallen (keine weitere Wahl).');
    expect(format(message('pairwise.condorcet-differs', { option: option('a'), winners: options(['b', 'c']) }))).toContain('doch Heat und {votes} & Co gewinnen die Auszählung');
  });
});

describe('Arabic', () => {
  it('follows the six plural categories of Arabic: zero, one, two, few, many, other', async () => {
    const format = createMessageFormat({ name, catalog: await loadCatalog('ar') });
    const eliminated = (votes: number) => format(message('round.eliminated', { option: option('a'), votes }));
    expect(eliminated(0)).toBe('يحصل Alien على أقل عدد من الأصوات (0 صوت) ويُستبعد.');
    expect(eliminated(1)).toBe('يحصل Alien على أقل عدد من الأصوات (صوت واحد) ويُستبعد.');
    expect(eliminated(2)).toBe('يحصل Alien على أقل عدد من الأصوات (صوتان) ويُستبعد.');
    expect(eliminated(3)).toBe('يحصل Alien على أقل عدد من الأصوات (3 أصوات) ويُستبعد.');
    expect(eliminated(11)).toBe('يحصل Alien على أقل عدد من الأصوات (11 صوتًا) ويُستبعد.');
    expect(eliminated(100)).toBe('يحصل Alien على أقل عدد من الأصوات (100 صوت) ويُستبعد.');
    // A fraction is "other"; the plural follows the number as shown (2.00001 shows as 2: two).
    expect(eliminated(2.5)).toBe('يحصل Alien على أقل عدد من الأصوات (2.5 صوت) ويُستبعد.');
    expect(eliminated(2.00001)).toBe('يحصل Alien على أقل عدد من الأصوات (صوتان) ويُستبعد.');
    // After a preposition, the dual is genitive.
    expect(format(message('round.won', { option: option('b'), votes: 2, quota: 2 }))).toBe('يبلغ Heat الحصة البالغة 2 بصوتين ويفوز.');
  });

  it('lists names with the Arabic conjunction and pluralizes on how many a list names', async () => {
    const format = createMessageFormat({ name, catalog: await loadCatalog('ar') });
    expect(format(message('ballot.helped-elect', { options: options(['a', 'b', 'c']) }))).toBe('ساعد صوتك في انتخاب Alien وHeat و{votes} & Co.');
    const differs = (winners: string[]) => format(message('pairwise.condorcet-differs', { option: option('c'), winners: options(winners) }));
    expect(differs(['a'])).toContain('لكنّ الفائز بفرز التصويت التفضيلي هو Alien،');
    expect(differs(['a', 'b'])).toContain('لكنّ الفائزَين بفرز التصويت التفضيلي هما Alien وHeat،');
    expect(differs(['a', 'b', 'c'])).toContain('لكنّ الفائزين بفرز التصويت التفضيلي هم Alien وHeat و{votes} & Co،');
    expect(format(message('tally.exhausted', { votes: 2 }))).toBe('الأصوات المستنفدة حتى الآن: صوتان؛ لا ترتّب بطاقتاهما أي خيار لا يزال في الفرز.');
  });
});
