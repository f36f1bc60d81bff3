import path from 'node:path';
import { codeSpans, tableStartingWith } from './markdown.js';
import { entries, type Tree, type WorkspacePackage } from './workspace.js';

/** A Markdown file of the repository and its text. */
export interface Doc {
  file: string;
  text: string;
}

/** Build output and local data: named in docs, never in the tree git sees. */
const GENERATED = new Set(['dist', 'node_modules', '.runoff', 'coverage', 'test-results', '.pnpm-store']);

function exists(tree: Tree, file: string): boolean {
  const normal = path.posix.normalize(file).replace(/\/$/, '');
  return tree.files.includes(normal) || entries(tree, normal) !== undefined;
}

/**
 * Every path a doc writes in backticks (`src/lib/x.ts`, `supabase/schema.sql`) names a file or folder
 * that exists, read from the doc's folder, its package's src/, or the root. A token is taken as a path when
 * its first part exists in one of those places; globs, placeholders, URLs and build output are left alone.
 */
export function checkPaths(doc: Doc, tree: Tree): string[] {
  const folder = path.posix.dirname(doc.file);
  const bases = [folder === '.' ? '' : folder, folder === '.' ? 'src' : `${folder}/src`, ''];
  const problems: string[] = [];
  for (const [index, line] of doc.text.split('\n').entries()) {
    for (const span of codeSpans(line)) {
      if (!span.includes('/') || /[\s{}*<>…$|[\]]|:\/\/|^[./@~]/.test(span)) continue;
      const target = span.replace(/:\d+(-\d+)?$/, '').replace(/#.*$/, '');
      const parts = target.split('/');
      if (parts.some((part) => GENERATED.has(part))) continue;
      const candidates = bases.map((base) => (base ? `${base}/${target}` : target));
      if (candidates.some((candidate) => exists(tree, candidate))) continue;
      if (!bases.some((base) => exists(tree, base ? `${base}/${parts[0]}` : parts[0]!))) continue;
      problems.push(`${doc.file}:${index + 1} names \`${span}\`, which does not exist: write where it is now, or what replaced it`);
    }
  }
  return problems;
}

/**
 * Every call (`name(…)`, `a.b()`) and camelCase name a doc writes in backticks is a word of the code, so a
 * renamed or removed function cannot stay described.
 */
export function checkCalls(doc: Doc, codeWords: Set<string>): string[] {
  const problems: string[] = [];
  for (const [index, line] of doc.text.split('\n').entries()) {
    for (const span of codeSpans(line)) {
      const called = [...span.matchAll(/([A-Za-z_$][\w$]*)\s*\(/g)].map((m) => m[1]!);
      const camel = /^[a-z][a-z0-9]*[A-Z][A-Za-z0-9]*$/.test(span) ? [span] : [];
      // A call only counts when the span is code, not a sentence with parentheses.
      const names = /^[\w$.]+\(.*\)[\w$.()]*(\s*(→|=>|:).*)?$/.test(span) || /^[\w$]+(\(\))?(\.[\w$]+(\(\))?)+$/.test(span) ? called : [];
      for (const name of [...names, ...camel]) {
        if (!codeWords.has(name)) problems.push(`${doc.file}:${index + 1} names \`${name}\`, which no code defines or uses: describe the code as it is now`);
      }
    }
  }
  return problems;
}

/** A remote's README has a table `| exposed module | …` naming exactly what its rsbuild.config.ts exposes. */
export function checkExposedModules(readme: Doc, exposed: string[]): string[] {
  const table = tableStartingWith(readme.text, readme.file, 'exposed module');
  if (typeof table === 'string') return [table];
  const written = table.rows.map((cells) => codeSpans(cells[0] ?? '')[0] ?? '').sort();
  const problems: string[] = [];
  for (const name of exposed) if (!written.includes(name)) problems.push(`${readme.file}'s exposed modules (line ${table.line}) leave out \`${name}\`: add a row`);
  for (const name of written) if (!exposed.includes(name)) problems.push(`${readme.file}'s exposed modules (line ${table.line}) list \`${name}\`, which rsbuild.config.ts does not expose: remove the row`);
  return problems;
}

/**
 * Every package a doc names (`@runoff/name`, `@runoff/name/subpath`) is a workspace package, and a subpath
 * is one of its package.json exports: a split or renamed package cannot leave docs pointing at the old one.
 * `@runoff/x` and `@runoff/mf-x` are the docs' placeholders for any package.
 */
export function checkPackageNames(doc: Doc, packages: WorkspacePackage[]): string[] {
  const problems: string[] = [];
  for (const [index, line] of doc.text.split('\n').entries()) {
    for (const match of line.matchAll(/@runoff\/([\w-]+)((?:\/[\w.-]*\w)*)/g)) {
      const [specifier, name, subpath] = [match[0], match[1]!, match[2]!];
      if (name === 'x' || name === 'mf-x') continue;
      const pkg = packages.find((candidate) => candidate.name === `@runoff/${name}`);
      const where = `${doc.file}:${index + 1}`;
      if (!pkg) problems.push(`${where} names \`${specifier}\`, which is not a workspace package: name the package that holds it now`);
      else if (subpath && !pkg.exports.includes(`.${subpath}`)) {
        problems.push(`${where} names \`${specifier}\`, which ${pkg.name} does not export: name an export of its package.json`);
      }
    }
  }
  return problems;
}
