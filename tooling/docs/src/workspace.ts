import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root as workspaceRoot, workspacePackages as harnessWorkspacePackages } from '@runoff/harness/workspace';

/** The repository the docs describe, read once: its files, packages and remotes. */
export const root = workspaceRoot;

export function read(file: string): string {
  return fs.readFileSync(path.join(root, file), 'utf8');
}

/**
 * The tree as git sees it: tracked files and new ones not ignored (so build output, node_modules and
 * local data never count), as paths relative to the root. The checks read this, never the disk, so a
 * test can hand them a changed copy.
 */
export interface Tree {
  files: string[];
}

let cached: Tree | undefined;
export function repositoryTree(): Tree {
  cached ??= {
    files: execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((file) => file !== '' && fs.existsSync(path.join(root, file))),
  };
  return cached;
}

/** The names directly inside a folder: files as `name.ext`, folders as `name/`; undefined when it holds nothing. */
export function entries(tree: Tree, folder: string): string[] | undefined {
  const prefix = folder === '' ? '' : `${folder.replace(/\/$/, '')}/`;
  const names = new Set<string>();
  for (const file of tree.files) {
    if (!file.startsWith(prefix)) continue;
    const rest = file.slice(prefix.length);
    const slash = rest.indexOf('/');
    names.add(slash < 0 ? rest : `${rest.slice(0, slash)}/`);
  }
  return names.size ? [...names].sort() : undefined;
}

/** Folders matching a pattern whose parts are names or `*` (e.g. `mf-*\/src`). */
export function expandFolders(tree: Tree, pattern: string): string[] {
  let folders = [''];
  for (const part of pattern.split('/').filter(Boolean)) {
    const regex = new RegExp(`^${part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '[^/]*')}/$`);
    folders = folders.flatMap((folder) =>
      (entries(tree, folder) ?? []).filter((name) => regex.test(name)).map((name) => `${folder}${name}`),
    );
  }
  return folders.map((folder) => folder.replace(/\/$/, ''));
}

export interface WorkspacePackage {
  folder: string;
  name: string;
  /** Keys of package.json's `exports`, e.g. `./supabase` (empty when it exports nothing). */
  exports: string[];
}

/** The workspace's packages (@runoff/harness reads pnpm-workspace.yaml), with their package.json exports. */
export function workspacePackages(): WorkspacePackage[] {
  return harnessWorkspacePackages()
    .map(({ dir, name }) => {
      const manifest = JSON.parse(read(`${dir}/package.json`)) as { exports?: Record<string, unknown> | string };
      const exports = typeof manifest.exports === 'string' ? ['.'] : Object.keys(manifest.exports ?? {});
      return { folder: dir, name, exports };
    })
    .sort((a, b) => (a.folder < b.folder ? -1 : 1));
}

/** The module names a remote exposes (`./login-page`), read from its rsbuild.config.ts. */
export function exposedModules(app: string): string[] {
  const config = read(`${app}/rsbuild.config.ts`);
  const block = config.match(/exposes:\s*\{([\s\S]*?)\}/);
  return [...(block?.[1] ?? '').matchAll(/['"](\.\/[\w-]+)['"]\s*:/g)].map((match) => match[1]!).sort();
}

/** The remotes: folders with an rsbuild.config.ts that exposes modules. */
export function remotes(tree: Tree = repositoryTree()): string[] {
  return tree.files
    .filter((file) => /^[^/]+\/rsbuild\.config\.ts$/.test(file))
    .map((file) => file.split('/')[0]!)
    .filter((app) => exposedModules(app).length > 0)
    .sort();
}
