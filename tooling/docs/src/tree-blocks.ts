import type { FencedBlock } from './markdown.js';
import { entries, expandFolders, type Tree } from './workspace.js';

/**
 * Fenced blocks that draw the tree, checked against it:
 *
 * - ```` ```tree <folder patterns…> ````: each line starting with `name/`, `name.ext` or `<placeholder>/`
 *   is an entry; indentation nests. A folder whose entries are drawn must hold exactly those (a
 *   placeholder stands for any other folder there, and what is drawn under it is what such a folder may
 *   hold). Text after an entry, and lines that start with anything else, are description.
 * - ```` ```folders <folder> ````: every `name/` written anywhere in the block is a folder of <folder>,
 *   and every folder of it is written there.
 */

interface Entry {
  name: string; // `app/`, `index.ts`, `<feature>/`
  line: number;
  children: Entry[];
}

const ENTRY = /^(\s*)(<[\w-]+>\/|[\w-]+\/|[\w-]+(?:\.[\w-]+)+)(?=\s|$)/;

function parseTree(block: FencedBlock): Entry {
  const top: Entry = { name: '', line: block.line, children: [] };
  const open: { indent: number; entry: Entry }[] = [{ indent: -1, entry: top }];
  block.body.split('\n').forEach((text, index) => {
    const match = text.match(ENTRY);
    if (!match) return;
    const indent = match[1]!.length;
    while (open.length > 1 && open[open.length - 1]!.indent >= indent) open.pop();
    const entry: Entry = { name: match[2]!, line: block.line + 1 + index, children: [] };
    open[open.length - 1]!.entry.children.push(entry);
    if (entry.name.endsWith('/')) open.push({ indent, entry });
  });
  return top;
}

const isPlaceholder = (name: string) => name.startsWith('<');

function checkFolder(tree: Tree, folder: string, drawn: Entry, template: boolean, where: string, problems: string[]): void {
  const actual = entries(tree, folder) ?? [];
  const concrete = drawn.children.filter((child) => !isPlaceholder(child.name));
  const placeholder = drawn.children.find((child) => isPlaceholder(child.name));
  for (const child of concrete) {
    const path = `${folder}/${child.name}`;
    if (!actual.includes(child.name)) {
      if (!template) problems.push(`${where} line ${child.line} draws \`${path}\`, which does not exist: draw the tree as it is`);
      continue;
    }
    if (child.children.length) checkFolder(tree, path.replace(/\/$/, ''), child, template, where, problems);
  }
  for (const name of actual) {
    if (concrete.some((child) => child.name === name)) continue;
    if (placeholder && name.endsWith('/')) {
      if (placeholder.children.length) checkFolder(tree, `${folder}/${name.replace(/\/$/, '')}`, placeholder, true, where, problems);
      continue;
    }
    problems.push(
      `\`${folder}/${name}\` exists but ${where} (line ${drawn.line}) does not draw it: add it to the tree with what it is for, or move it where the tree says it belongs`,
    );
  }
}

export function checkTreeBlock(tree: Tree, block: FencedBlock, file: string): string[] {
  const [kind, ...patterns] = block.info.split(/\s+/);
  const where = `${file}'s \`${block.info}\` block`;
  const problems: string[] = [];
  const folders = patterns.flatMap((pattern) => expandFolders(tree, pattern));
  if (folders.length === 0) return [`${where} (line ${block.line}) names no existing folder: fix its first line`];
  if (kind === 'tree') {
    const drawn = parseTree(block);
    for (const folder of folders) checkFolder(tree, folder, drawn, false, where, problems);
  } else {
    const written = new Set([...block.body.matchAll(/(?<![\w/.-])([\w-]+)\/(?=[\s,)]|$)/gm)].map((match) => `${match[1]}/`));
    for (const folder of folders) {
      const actual = (entries(tree, folder) ?? []).filter((name) => name.endsWith('/'));
      for (const name of actual) if (!written.has(name)) problems.push(`\`${folder}/${name}\` exists but ${where} does not name it: add it with what it is for`);
      for (const name of written) if (!actual.includes(name)) problems.push(`${where} names \`${folder}/${name}\`, which does not exist: remove it or fix the name`);
    }
  }
  return problems;
}

/** The blocks of a document that draw the tree. */
export function isTreeBlock(block: FencedBlock): boolean {
  return /^(tree|folders)\s+\S/.test(block.info);
}
