import path from 'node:path';
import { codeSpans, fencedBlocks } from './markdown.js';
import type { Doc } from './mentions.js';

/** A package's folder ('' for the root), name and package.json scripts. */
export interface ScriptedPackage {
  folder: string;
  name: string;
  scripts: string[];
}

/** pnpm's own commands: never a package's script. */
const BUILT_IN = new Set(['install', 'i', 'add', 'remove', 'rm', 'update', 'up', 'exec', 'dlx', 'why', 'list', 'ls', 'outdated', 'store', 'create', 'init', 'audit', 'rebuild', 'prune', 'link', 'patch', 'env', 'config', 'publish', 'pack', 'deploy', 'fetch', 'licenses', 'approve-builds', 'self-update', 'run']);
/** Options that take a value (`--filter @runoff/x`), and those that do not (`--silent`). */
const WITH_VALUE = new Set(['--filter', '-F', '--dir', '-C', '--workspace-concurrency']);

/**
 * Every `pnpm <script>` a doc writes (in an `sh` block or a code span) runs a script that exists: with
 * `--filter`, that package's; in a package's README, its own or the root's (run from the root); in the
 * root's docs, the root's or, for "in its folder", some package's. A renamed or removed script cannot stay
 * described.
 */
export function checkCommands(doc: Doc, packages: ScriptedPackage[]): string[] {
  const root = packages.find((pkg) => pkg.folder === '');
  const home = packages
    .filter((pkg) => pkg.folder !== '' && doc.file.startsWith(`${pkg.folder}/`))
    .sort((a, b) => b.folder.length - a.folder.length)[0];
  const unfiltered = home ? [home, root] : packages;
  const commands: { line: number; text: string }[] = [];
  for (const block of fencedBlocks(doc.text).filter((b) => /^(sh|bash|shell|console)?$/.test(b.info))) {
    block.body.split('\n').forEach((text, i) => commands.push({ line: block.line + 1 + i, text }));
  }
  doc.text.split('\n').forEach((line, i) => {
    for (const span of codeSpans(line)) commands.push({ line: i + 1, text: span });
  });
  const problems: string[] = [];
  for (const { line, text } of commands) {
    for (const match of text.matchAll(/(?:^|[;&|(]\s*|^\s*(?:\w+=\S+\s+)*)pnpm((?:\s+\S+)+)/g)) {
      const words = match[1]!.trim().split(/\s+/);
      let targets = unfiltered;
      let i = 0;
      for (; i < words.length && words[i]!.startsWith('-'); i++) {
        const [flag, inline] = words[i]!.split('=');
        if (!WITH_VALUE.has(flag!) || inline !== undefined) continue;
        const value = words[++i];
        if (flag === '--filter' || flag === '-F') targets = [packages.find((pkg) => pkg.name === value || pkg.folder === path.posix.normalize(value ?? ''))];
      }
      const script = words[i]?.replace(/[,.;:)]+$/, '');
      if (!script || BUILT_IN.has(script) || /[<…$]/.test(script) || targets.every((pkg) => !pkg)) continue;
      if (!targets.some((pkg) => pkg?.scripts.includes(script))) {
        const names = targets.map((pkg) => pkg?.name).filter(Boolean);
        problems.push(`${doc.file}:${line} runs \`pnpm ${script}\`, which is no script of ${names.length > 2 ? 'any package' : names.join(' or ')}: name a script its package.json has`);
      }
    }
  }
  return problems;
}

/** Each interface @runoff/contracts' API report lists, as its member names (`initialPoll?`), by interface name. */
export function contractMembers(report: string): Map<string, string[]> {
  const members = new Map<string, string[]>();
  for (const match of report.matchAll(/^interface (\w+) \{ (.*) \}$/gm)) {
    const names: string[] = [];
    let depth = 0;
    let start = 0;
    const body = match[2]!;
    for (let i = 0; i <= body.length; i++) {
      const c = body[i];
      if (c === '{' || c === '<' || c === '(') depth++;
      else if (c === '}' || (c === '>' && body[i - 1] !== '=') || c === ')') depth--;
      else if ((c === ';' && depth === 0) || i === body.length) {
        const name = body.slice(start, i).trim().match(/^([\w$'"./-]+\??):/)?.[1];
        if (name) names.push(name);
        start = i + 1;
      }
    }
    members.set(match[1]!, names.sort());
  }
  return members;
}

/**
 * A README that writes a contract's props as `XProps`: `{ a, b? }` (a remote's exposed-module table) lists
 * exactly the members @runoff/contracts gives that interface, optional ones with `?`.
 */
export function checkPropsShapes(doc: Doc, members: Map<string, string[]>): string[] {
  const problems: string[] = [];
  for (const [index, line] of doc.text.split('\n').entries()) {
    for (const match of line.matchAll(/`(\w+Props)`: `\{([^`]*)\}`/g)) {
      const [name, written] = [match[1]!, match[2]!.split(',').map((part) => part.trim()).filter(Boolean).sort()];
      const actual = members.get(name);
      if (!actual) problems.push(`${doc.file}:${index + 1} writes the props of \`${name}\`, which @runoff/contracts does not export`);
      else if (written.join(', ') !== actual.join(', ')) {
        problems.push(`${doc.file}:${index + 1} writes \`${name}\` as { ${written.join(', ')} }; @runoff/contracts has { ${actual.join(', ')} }`);
      }
    }
  }
  return problems;
}
