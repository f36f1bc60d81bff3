import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LOCALES, localeDirection, matchLocale } from './locales';
import { createLocaleStore, initialLocale, LOCALE_STORAGE_KEY } from './locale-store';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values };
}

describe('matchLocale', () => {
  it('takes the first preferred language Runoff speaks, by primary subtag', () => {
    expect(matchLocale(['de-AT', 'en-US'])).toBe('de');
    expect(matchLocale(['ja', 'fr-CA'])).toBe('fr');
    expect(matchLocale(['AR_eg'])).toBe('ar');
    expect(matchLocale(['ja', 'zh'])).toBeNull();
    expect(matchLocale([])).toBeNull();
  });

  it('never throws and returns a known locale or null for any tags', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string(), fc.constant(null), fc.constant(undefined))), (tags) => {
        const match = matchLocale(tags);
        expect(match === null || LOCALES.includes(match)).toBe(true);
      }),
    );
  });
});

describe('localeDirection', () => {
  it('reads Arabic right to left and the others left to right', () => {
    expect(localeDirection('ar')).toBe('rtl');
    expect(localeDirection('de')).toBe('ltr');
  });
});

describe('the locale store', () => {
  it('opens in the remembered choice, else the browser language, else English', () => {
    expect(initialLocale(memoryStorage({ [LOCALE_STORAGE_KEY]: 'fr' }), ['de'])).toBe('fr');
    expect(initialLocale(memoryStorage({ [LOCALE_STORAGE_KEY]: 'xx' }), ['de'])).toBe('de');
    expect(initialLocale(memoryStorage(), ['ja'])).toBe('en');
    expect(initialLocale(null, [])).toBe('en');
  });

  it('survives storage that throws', () => {
    const throwing = { getItem: () => { throw new Error('blocked'); }, setItem: () => { throw new Error('blocked'); } };
    const store = createLocaleStore(throwing, ['es']);
    expect(store.getSnapshot()).toBe('es');
    store.choose('ar');
    expect(store.getSnapshot()).toBe('ar');
  });

  it('remembers a choice and tells every listener', () => {
    const storage = memoryStorage();
    const store = createLocaleStore(storage, ['en']);
    const heard: string[] = [];
    const stop = store.subscribe(() => heard.push(store.getSnapshot()));
    store.choose('de');
    store.choose('de');
    stop();
    store.choose('es');
    expect(heard).toEqual(['de']);
    expect(storage.values.get(LOCALE_STORAGE_KEY)).toBe('es');
  });
});
