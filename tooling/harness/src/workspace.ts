/**
 * The workspace's packages, read from pnpm-workspace.yaml in its order: `pnpm test` runs the tests and the
 * typecheck of each without a list of its own, so a new package (a new remote) is covered once it is there.
 */
import fs from 'node:fs';
import path from 'node:path';
import { root } from './apps.js';

export interface WorkspacePackage {
  /** The package's folder, relative to the root (`mf-polls`, `tooling/lint`). */
  dir: string;
  name: string;
  scripts: Record<string, string>;
}

/** The entries of pnpm-workspace.yaml's `packages:` list (a folder, or a folder pattern with `*`). */
export function workspacePatterns(yaml = fs.readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8')): string[] {
  const patterns: string[] = [];
  let inPackages = false;
  for (const line of yaml.split('\n')) {
    if (/^\S/.test(line)) inPackages = /^packages:\s*$/.test(line);
    const entry = inPackages && /^\s+-\s+["']?([^"'#\s]+)["']?/.exec(line);
    if (entry) patterns.push(entry[1]!);
  }
  return patterns;
}

function matches(pattern: string, dir: string): boolean {
  const expression = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('[^/]*');
  return new RegExp(`^${expression}$`).test(dir);
}

/** Every package of the workspace, in the order pnpm-workspace.yaml lists them (folders of one pattern sorted). */
export function workspacePackages(): WorkspacePackage[] {
  const found: WorkspacePackage[] = [];
  for (const pattern of workspacePatterns()) {
    const parent = pattern.includes('/') ? pattern.slice(0, pattern.lastIndexOf('/')) : '';
    const candidates = pattern.includes('*')
      ? fs.readdirSync(path.join(root, parent), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => path.posix.join(parent, entry.name))
      : [pattern];
    for (const dir of candidates.filter((candidate) => matches(pattern, candidate)).sort()) {
      const manifest = path.join(root, dir, 'package.json');
      if (!fs.existsSync(manifest) || found.some((known) => known.dir === dir)) continue;
      const { name, scripts = {} } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name: string; scripts?: Record<string, string> };
      found.push({ dir, name, scripts });
    }
  }
  return found;
}
