import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LOCALES } from '@runoff/platform/i18n';
import { describe, expect, it } from 'vitest';

/**
 * Every package's messages (src/**\/messages/<locale>.json, docs/i18n.md): each language has exactly the
 * keys English has, every text is valid ICU MessageFormat, and each translation takes the same arguments
 * and tags as its English text. Also: the stylesheets say start/end, never left/right, so a right-to-left
 * page lays out by its reading direction.
 */
const root = path.resolve(import.meta.dirname, '..', '..', '..');
const packages = ['shell', 'mf-auth', 'mf-polls', 'mf-lobby', 'mf-results', ...readdirSync(path.join(root, 'shared')).map((name) => `shared/${name}`)];

function walk(dir: string, found: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, found);
    else found.push(full);
  }
  return found;
}

const sources = packages.map((pkg) => path.join(root, pkg, 'src')).flatMap((src) => walk(src));
const messageFolders = [...new Set(sources.filter((file) => file.endsWith(`${path.sep}messages${path.sep}en.json`)).map(path.dirname))];

function read(file: string): Record<string, string> {
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

/** The arguments and tags a message uses: a translation must use the same ones. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(element.type === TYPE.tag ? `<${element.value}>` : element.value);
    if (element.type === TYPE.tag) argumentsOf(element.children, into);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
  }
  return into;
}

describe('messages', () => {
  it('are found in the packages that have them', () => {
    expect(messageFolders.length).toBeGreaterThan(0);
  });

  for (const folder of messageFolders) {
    const name = path.relative(root, folder);
    const english = read(path.join(folder, 'en.json'));

    it(`${name}: every language has exactly English's keys`, () => {
      for (const locale of LOCALES) {
        const keys = Object.keys(read(path.join(folder, `${locale}.json`))).sort();
        expect({ locale, missing: Object.keys(english).filter((key) => !keys.includes(key)) }).toEqual({ locale, missing: [] });
        expect({ locale, extra: keys.filter((key) => !(key in english)) }).toEqual({ locale, extra: [] });
      }
    });

    it(`${name}: every text parses and takes English's arguments`, () => {
      for (const locale of LOCALES) {
        const messages = read(path.join(folder, `${locale}.json`));
        for (const [key, text] of Object.entries(messages)) {
          expect(typeof text, `${locale} ${key}`).toBe('string');
          const args = [...argumentsOf(parse(text))].sort();
          const expected = [...argumentsOf(parse(english[key] ?? ''))].sort();
          expect({ locale, key, args }).toEqual({ locale, key, args: expected });
        }
      }
    });
  }
});

describe('stylesheets', () => {
  // Physical sides flip nothing in a right-to-left page: margin-inline-start, inset-inline-end, text-align: start.
  const physical =
    /(?:^|[\s;{])(?:margin-left|margin-right|padding-left|padding-right|border-left[\w-]*|border-right[\w-]*|left|right)\s*:|(?:text-align|float|clear)\s*:\s*(?:left|right)\b/m;

  it('use logical properties, not left and right', () => {
    const offenders = sources
      .filter((file) => file.endsWith('.css'))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, index) => ({ line, at: `${path.relative(root, file)}:${index + 1}` }))
          .filter(({ line }) => physical.test(line) && !line.includes('rtl-checked'))
          .map(({ at, line }) => `${at} ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });
});
