import fs from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@runoff/platform/i18n';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Adding a language touches only message files and the locale list (docs/i18n.md, "Adding a language"):
 * a sixth language is applied to a copy (one line in the list, an `it.json` beside an `en.json`), and
 * nothing else in the product names a language.
 */
const root = path.resolve(import.meta.dirname, '..', '..', '..');
const localeList = path.join(root, 'shared', 'platform', 'src', 'i18n', 'locales.ts');
const fixture = path.join(root, '.runoff', 'sixth-language');
afterAll(() => fs.rmSync(fixture, { recursive: true, force: true }));

/** The one line that adds Italian to the list. */
const italian = "  it: { name: 'Italiano', direction: 'ltr' },";

function withItalian(list: string): string {
  const last = /^ {2}ar: .*$/m.exec(list);
  if (!last) throw new Error('The locale list no longer ends with Arabic: update this fixture');
  return list.replace(last[0], `${last[0]}\n${italian}`);
}

function walk(dir: string, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, found);
    else found.push(full);
  }
  return found;
}

const packages = ['shell', ...fs.readdirSync(root).filter((name) => name.startsWith('mf-')), ...fs.readdirSync(path.join(root, 'shared')).map((name) => `shared/${name}`)];
const productSources = packages
  .map((name) => path.join(root, name, 'src'))
  .filter((src) => fs.existsSync(src))
  .flatMap((src) => walk(src))
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && file !== localeList);

/** Where a source names a language other than English: a per-language loader, key or literal. */
function namedLanguages(text: string): string[] {
  const others = LOCALES.filter((locale) => locale !== 'en').join('|');
  const pattern = new RegExp(`messages/(?:${others})\\.json|['"\`](?:${others})['"\`]|^\\s*(?:${others})\\s*:`, 'gm');
  return [...text.matchAll(pattern)].map((match) => match[0].trim());
}

describe('a sixth language', () => {
  it('is one line in the list, and every list, name and direction follows from it', async () => {
    fs.mkdirSync(fixture, { recursive: true });
    const list = withItalian(fs.readFileSync(localeList, 'utf8'));
    expect(list.split('\n').length).toBe(fs.readFileSync(localeList, 'utf8').split('\n').length + 1);
    fs.writeFileSync(path.join(fixture, 'locales.ts'), list);
    const locales = (await import(path.join(fixture, 'locales.ts'))) as typeof import('@runoff/platform/i18n');
    expect(locales.LOCALES).toEqual([...LOCALES, 'it']);
    expect(locales.LOCALE_NAMES).toMatchObject({ it: 'Italiano' });
    expect(locales.isLocale('it')).toBe(true);
    expect(locales.matchLocale(['it-CH', 'en'])).toBe('it');
    expect(locales.localeDirection('it' as never)).toBe('ltr');
  });

  it("is loaded from its messages file by a package's one loader, with no change to the loader", async () => {
    const messages = path.join(fixture, 'package', 'messages');
    fs.mkdirSync(messages, { recursive: true });
    fs.writeFileSync(path.join(messages, 'en.json'), JSON.stringify({ title: 'Results' }));
    fs.writeFileSync(path.join(messages, 'it.json'), JSON.stringify({ title: 'Risultati' }));
    // The loader every package's createMessages call has (the bundler splits it into a chunk per file).
    fs.writeFileSync(path.join(fixture, 'package', 'load.ts'), 'export const load = (locale: string) => import(`./messages/${locale}.json`);\n');
    const { load } = (await import(path.join(fixture, 'package', 'load.ts'))) as { load: (locale: string) => Promise<{ default: Record<string, string> }> };
    expect((await load('it')).default).toEqual({ title: 'Risultati' });
    await expect(load('sv')).rejects.toThrow();
  });

  it('needs no other change: no product source names a language but the list', () => {
    expect(productSources.length).toBeGreaterThan(50);
    const named = productSources.flatMap((file) => namedLanguages(fs.readFileSync(file, 'utf8')).map((found) => `${path.relative(root, file)}: ${found}`));
    expect(named).toEqual([]);
    // The check fires on the per-language wiring it replaced.
    const before = "load: {\n    es: () => import('./messages/es.json'),\n    fr: () => import('./messages/fr.json'),\n  },";
    expect(namedLanguages(before)).toEqual(['es:', 'messages/es.json', 'fr:', 'messages/fr.json']);
    expect(namedLanguages("export const CATALOG_LANGUAGES = ['en', 'es', 'fr', 'de', 'ar'] as const;")).toEqual(["'es'", "'fr'", "'de'", "'ar'"]);
  });

  it("loads each package's messages through the one loader shape", () => {
    const calls = productSources.filter((file) => /\bcreateMessages\(\{/.test(fs.readFileSync(file, 'utf8')));
    expect(calls.length).toBeGreaterThanOrEqual(8);
    const withoutTemplate = calls.filter((file) => !fs.readFileSync(file, 'utf8').includes('import(`./messages/${locale}.json`)'));
    expect(withoutTemplate.map((file) => path.relative(root, file))).toEqual([]);
  });
});
