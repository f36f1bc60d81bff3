import fs from 'node:fs';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import type { Page } from 'playwright-core';
import { root } from '@runoff/harness/apps';

/**
 * The apps' texts in any of their languages, found by their English: `say('de', 'Submit Vote')` is what a
 * German reader sees where an English one reads "Submit Vote". Tests need not know the message ids, and a
 * translation that changes shows up here without touching the test.
 *
 * The messages are every package's `src/**\/messages/<locale>.json` (shell, mf-*, shared/*: each owns its
 * own, docs/i18n.md); `englishText` is the English ICU source exactly as en.json holds it ('Submit Vote',
 * '{count, plural, one {# vote} other {# votes}}'), and `values` its arguments.
 */

export type Locale = 'en' | 'es' | 'fr' | 'de' | 'ar';

type Catalog = Record<string, string>;

/** A package's messages folder (relative to the repository) and its English. */
interface Folder {
  folder: string;
  en: Catalog;
}

function messageFolders(): Folder[] {
  const found: Folder[] = [];
  const packages = ['shell', ...fs.readdirSync(root).filter((name) => name.startsWith('mf-'))].map((name) => path.join(root, name));
  const shared = path.join(root, 'shared');
  packages.push(...fs.readdirSync(shared).map((name) => path.join(shared, name)));
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === 'node_modules' || entry.name === 'dist') continue;
      const child = path.join(dir, entry.name);
      if (entry.name === 'messages' && fs.existsSync(path.join(child, 'en.json'))) {
        found.push({ folder: path.relative(root, child), en: JSON.parse(fs.readFileSync(path.join(child, 'en.json'), 'utf8')) as Catalog });
      }
      walk(child);
    }
  };
  for (const pkg of packages) {
    const src = path.join(pkg, 'src');
    if (fs.existsSync(src)) walk(src);
  }
  return found;
}

let folders: Folder[] | undefined;
const catalogs = new Map<string, Catalog>();

function catalog(folder: string, locale: Locale): Catalog {
  const file = path.join(root, folder, `${locale}.json`);
  let messages = catalogs.get(file);
  if (!messages) {
    if (!fs.existsSync(file)) throw new Error(`${path.relative(root, file)} does not exist`);
    messages = JSON.parse(fs.readFileSync(file, 'utf8')) as Catalog;
    catalogs.set(file, messages);
  }
  return messages;
}

export interface SayOptions {
  /** When several packages have this English text: take it from the package whose path contains this (e.g. 'mf-polls'). */
  package?: string;
  /** When one English text has several ids translated differently (a heading and a badge): the id meant. */
  id?: string;
}

/**
 * The ICU source of `englishText` in `locale`: the same message in the package's `<locale>.json`. Several
 * packages with the same English must translate it alike (else the reader sees two words for one thing),
 * unless `options.package` names the one meant.
 */
function translation(locale: Locale, englishText: string, options: SayOptions = {}): string {
  folders ??= messageFolders();
  const hits = folders
    .filter((each) => options.package === undefined || each.folder.includes(options.package))
    .flatMap((each) => Object.entries(each.en).filter(([id, text]) => text === englishText && (options.id === undefined || id === options.id)).map(([id]) => ({ folder: each.folder, id })));
  if (hits.length === 0) {
    if (locale === 'en') return englishText; // not extracted yet: the apps still show this English
    throw new Error(`No messages/en.json${options.package ? ` of ${options.package}` : ''} has the English text ${JSON.stringify(englishText)}`);
  }
  const texts = hits.map(({ folder, id }) => {
    const text = catalog(folder, locale)[id];
    if (text === undefined) throw new Error(`${folder}/${locale}.json lacks ${id} (English ${JSON.stringify(englishText)})`);
    return { where: `${folder}/${locale}.json ${id}`, text };
  });
  const distinct = [...new Set(texts.map((each) => each.text))];
  if (distinct.length > 1) {
    throw new Error(`The English ${JSON.stringify(englishText)} has different ${locale} translations: ${texts.map((each) => `${each.where}: ${JSON.stringify(each.text)}`).join('; ')}; pass { package } or { id } to say which`);
  }
  return distinct[0]!;
}

/** What a reader of `locale` sees for the English message `englishText`, with its `values` filled in. */
export function say(locale: Locale, englishText: string, values?: Record<string, string | number | Date>, options: SayOptions = {}): string {
  const format = new IntlMessageFormat(translation(locale, englishText, options), locale);
  // Tags (<b>{name}</b>) read as their text, as a page's textContent does.
  const tags = Object.fromEntries(tagNames(format.getAst() as Element[]).map((tag) => [tag, (chunks: unknown[]) => chunks.join('')]));
  const formatted = format.format<string>({ ...tags, ...values });
  return Array.isArray(formatted) ? formatted.join('') : String(formatted);
}

/** The parser's element types (TYPE in @formatjs/icu-messageformat-parser): select 5, plural 6, tag 8. */
type Element = { type: number; value?: unknown; children?: Element[]; options?: Record<string, { value: Element[] }> };

function tagNames(elements: readonly Element[]): string[] {
  return elements.flatMap((element) => {
    if (element.type === 8) return [String(element.value), ...tagNames(element.children ?? [])];
    if (element.type === 5 || element.type === 6) return Object.values(element.options ?? {}).flatMap((option) => tagNames(option.value));
    return [];
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * `say` with the number `countArgument` left open: a whole-text pattern matching the message for any count,
 * each plural form included (Arabic has six, some without the digits: "مشارك واحد").
 */
export function sayPattern(locale: Locale, englishText: string, countArgument: string, values: Record<string, string | number | Date> = {}, options: SayOptions = {}): RegExp {
  const digits = '[\\d\\u0660-\\u0669.,\\u066B\\u066C\\u00A0\\u202F]+';
  const forms = new Set<string>();
  for (const n of [0, 1, 2, 3, 5, 11, 100, 101, 1000]) {
    // `#` in a plural is written by Intl.NumberFormat, a plain `{count}` as String(count).
    const text = say(locale, englishText, { ...values, [countArgument]: n }, options);
    const written = [new Intl.NumberFormat(locale).format(n), String(n)];
    forms.add(written.reduce((parts, number) => parts.flatMap((part) => part.split(number)), [text]).map(escapeRegExp).join(digits));
  }
  return new RegExp(`^(?:${[...forms].join('|')})$`);
}

/**
 * The English of every message without arguments whose `locale` text differs, as a reader sees it: what a
 * page in `locale` must not show (and no translation may read the same, "Status" in German is "Status").
 */
function englishOnly(locale: Locale): Set<string> {
  folders ??= messageFolders();
  const translated = new Set<string>();
  const english = new Set<string>();
  for (const { folder, en } of folders) {
    const messages = catalog(folder, locale);
    for (const [id, text] of Object.entries(en)) {
      const theirs = messages[id];
      if (theirs === undefined) continue;
      translated.add(theirs);
      if (theirs !== text && !/[{}<>]/.test(text)) english.add(String(new IntlMessageFormat(text, 'en').format()));
    }
  }
  for (const text of translated) english.delete(text);
  return english;
}

/**
 * English left on a page meant to be in `locale`: each text node, aria-label, title, placeholder and alt
 * (open shadow roots included) that is exactly an English message whose translation differs. Finds the
 * component that renders a text without its package's `t`, or a package whose language never loaded.
 */
export async function englishLeftovers(page: Page, locale: Locale): Promise<string[]> {
  if (locale === 'en') return [];
  const english = englishOnly(locale);
  const shown = await page.evaluate(() => {
    const texts = new Set<string>();
    const visit = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        if (element.shadowRoot) visit(element.shadowRoot);
        if (['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT'].includes(element.tagName)) continue;
        for (const node of element.childNodes) if (node.nodeType === Node.TEXT_NODE) texts.add((node.textContent ?? '').trim());
        for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
          const value = element.getAttribute(name);
          if (value) texts.add(value.trim());
        }
      }
    };
    visit(document);
    return [...texts];
  });
  return shown.filter((text) => english.has(text));
}
