import { codeSpans, fencedBlocks, tableStartingWith } from './markdown.js';
import { checkTreeBlock, isTreeBlock } from './tree-blocks.js';
import { entries, expandFolders, type Tree, type WorkspacePackage } from './workspace.js';

export const ARCHITECTURE = 'docs/architecture.md';

export interface ArchitectureFacts {
  tree: Tree;
  packages: WorkspacePackage[];
}

/** Problems with docs/architecture.md's map, each saying what to update; [] when it matches the tree. */
export function checkArchitecture(doc: string, facts: ArchitectureFacts): string[] {
  return [
    ...checkPackages(doc, facts.packages),
    ...checkFeatures(doc, facts.tree),
    ...fencedBlocks(doc)
      .filter(isTreeBlock)
      .flatMap((block) => checkTreeBlock(facts.tree, block, ARCHITECTURE)),
  ];
}

const same = (a: string[], b: string[]) => a.length === b.length && [...a].sort().every((x, i) => x === [...b].sort()[i]);
const list = (names: string[]) => (names.length ? names.map((n) => `\`${n}\``).join(', ') : 'nothing');

/** `| folder | package | exports | …`: one row per workspace package, its name and its package.json exports. */
function checkPackages(doc: string, packages: WorkspacePackage[]): string[] {
  const table = tableStartingWith(doc, ARCHITECTURE, 'folder', 'package', 'exports');
  if (typeof table === 'string') return [table];
  const where = `${ARCHITECTURE}'s packages table (line ${table.line})`;
  const rows = table.rows.map((cells) => ({
    folder: codeSpans(cells[0] ?? '')[0] ?? '',
    name: codeSpans(cells[1] ?? '')[0] ?? '',
    exports: codeSpans(cells[2] ?? ''),
  }));
  const problems: string[] = [];
  for (const pkg of packages) {
    const row = rows.find((r) => r.folder === pkg.folder);
    if (!row) {
      problems.push(`${where} has no row for \`${pkg.folder}\` (${pkg.name}): add one with its exports and its job`);
      continue;
    }
    if (row.name !== pkg.name) problems.push(`${where} calls \`${pkg.folder}\` \`${row.name}\`; its package.json says \`${pkg.name}\``);
    if (!same(row.exports, pkg.exports)) {
      problems.push(`${where} gives \`${pkg.folder}\` the exports ${list(row.exports)}; its package.json exports ${list(pkg.exports)}: update the row`);
    }
  }
  for (const row of rows) {
    if (!packages.some((pkg) => pkg.folder === row.folder)) {
      problems.push(`${where} lists \`${row.folder}\`, which is not a workspace package (pnpm-workspace.yaml): remove the row or fix the folder`);
    }
  }
  return problems;
}

/** `| app | features | …`: every app with src/features, and exactly its feature folders. */
function checkFeatures(doc: string, tree: Tree): string[] {
  const table = tableStartingWith(doc, ARCHITECTURE, 'app', 'features');
  if (typeof table === 'string') return [table];
  const where = `${ARCHITECTURE}'s features table (line ${table.line})`;
  const rows = table.rows.map((cells) => ({ app: codeSpans(cells[0] ?? '')[0] ?? '', features: codeSpans(cells[1] ?? '') }));
  const apps = expandFolders(tree, '*/src/features').map((folder) => folder.split('/')[0]!);
  const problems: string[] = [];
  for (const app of apps) {
    const actual = (entries(tree, `${app}/src/features`) ?? []).filter((n) => n.endsWith('/')).map((n) => n.slice(0, -1));
    const row = rows.find((r) => r.app === app);
    if (!row) problems.push(`${where} has no row for \`${app}\`: add one listing ${list(actual)}`);
    else if (!same(row.features, actual)) {
      problems.push(`${where} gives \`${app}\` the features ${list(row.features)}; ${app}/src/features holds ${list(actual)}: update the row`);
    }
  }
  for (const row of rows) if (!apps.includes(row.app)) problems.push(`${where} lists \`${row.app}\`, which has no src/features: remove the row`);
  return problems;
}
