import { describe, expect, it } from 'vitest';
import { resolveLocale } from './resolve-locale';

describe('resolveLocale', () => {
  it('prefers the embed’s own lang, then the page’s, then the browser’s', () => {
    document.documentElement.lang = 'fr-CA';
    const element = document.createElement('div');
    document.body.append(element);
    expect(resolveLocale('de', element, 'es')).toBe('de');
    expect(resolveLocale(undefined, element, 'es')).toBe('fr-CA');
    document.documentElement.removeAttribute('lang');
    expect(resolveLocale(undefined, element, 'es-MX')).toBe('es-MX');
    expect(resolveLocale(undefined, null, undefined)).toBe('en-US');
    element.remove();
  });

  it('skips what is not a language tag', () => {
    expect(resolveLocale('not a tag!', null, 'nl')).toBe('nl');
  });
});
