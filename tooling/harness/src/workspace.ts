/**
 * The workspace's packages, read from pnpm-workspace.yaml in its order: `pnpm test` runs the tests and the
 * typecheck of each without a list of its own, so a new package (a new remote) is covered once it is there.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The workspace's root folder. */
export const root = path.resolve(import.meta.dirname, '..', '..', '..');

export interface WorkspacePackage {
  /** The package's folder, relative to the root (`mf-polls`, `tooling/lint`). */
  dir: string;
  name: string;
  scripts: Record<string, string>;
  /** The workspace packages it depends on (`workspace:`), by name. */
  workspaceDependencies: string[];
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

interface Manifest {
  name: string;
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
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
      const { name, scripts = {}, dependencies = {}, devDependencies = {} } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as Manifest;
      const workspaceDependencies = Object.entries({ ...dependencies, ...devDependencies })
        .filter(([, version]) => version.startsWith('workspace:'))
        .map(([dependency]) => dependency);
      found.push({ dir, name, scripts, workspaceDependencies });
    }
  }
  return found;
}

/** The workspace packages the package in `dir` depends on, directly or through one another. */
export function workspaceDependenciesOf(dir: string, packages = workspacePackages()): WorkspacePackage[] {
  const byName = new Map(packages.map((pkg) => [pkg.name, pkg]));
  const seen = new Map<string, WorkspacePackage>();
  const visit = (pkg: WorkspacePackage | undefined) => {
    for (const name of pkg?.workspaceDependencies ?? []) {
      const dependency = byName.get(name);
      if (!dependency || seen.has(name)) continue;
      seen.set(name, dependency);
      visit(dependency);
    }
  };
  visit(packages.find((pkg) => pkg.dir === dir));
  return [...seen.values()];
}
