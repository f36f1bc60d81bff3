/**
 * The front-end apps of the workspace: where they live, which port serves each production build, and
 * how to build them. Used by `pnpm build`, `pnpm start`, the end-to-end tests and the benchmarks.
 * Everything here follows from `appPorts` (@runoff/build/federation), the one list of apps: an app
 * `mf_x` lives in the folder `mf-x`.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { appPorts } from '@runoff/build/federation';
import { root, workspaceDependenciesOf } from './workspace.js';

export { root };

export type AppName = keyof typeof appPorts;
export type AppPorts = Record<AppName, number>;

export const appNames = Object.keys(appPorts) as AppName[];

/** Each app's folder, relative to the root: the federation name with dashes (`mf_polls` → `mf-polls`). */
export const appDirs = Object.fromEntries(appNames.map((name) => [name, name.replaceAll('_', '-')])) as Record<AppName, string>;

/** The default ports shifted by `offset`, so a test run can live beside `pnpm start`. */
export function portsWithOffset(offset: number): AppPorts {
  return Object.fromEntries(appNames.map((name) => [name, appPorts[name] + offset])) as AppPorts;
}

export function appDir(name: AppName): string {
  return path.join(root, appDirs[name]);
}

export function distDir(name: AppName): string {
  return path.join(appDir(name), 'dist');
}

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/**
 * True when the app's dist is newer than its sources and config, the sources of every workspace package it
 * depends on (the shared code, tooling/build's configuration and plugins) and the lockfile.
 */
function isBuildFresh(name: AppName): boolean {
  const marker = path.join(distDir(name), name === 'shell' ? 'index.html' : 'mf-manifest.json');
  if (!fs.existsSync(marker)) return false;
  const built = fs.statSync(marker).mtimeMs;
  // Each dependency's sources and its package.json (its version is built in: @runoff/platform's shared version).
  const dependencies = workspaceDependenciesOf(appDirs[name]).flatMap((pkg) => [path.join(root, pkg.dir, 'src'), path.join(root, pkg.dir, 'package.json')]);
  const inputs = [appDir(name), ...dependencies, path.join(root, 'pnpm-lock.yaml')];
  return inputs.every((input) => newestMtime(input) <= built);
}

/** Runs `rsbuild build` in `dir` (one app at a time: the machine is small). */
export function runBuild(dir: string, log: (line: string) => void = console.log): Promise<void> {
  return new Promise((resolve, reject) => {
    // Vitest sets NODE_ENV=test, which would make rsbuild emit an unminified build that reads `process`.
    const env = { ...process.env, NODE_ENV: 'production' };
    const child = spawn('pnpm', ['exec', 'rsbuild', 'build'], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) {
        log(`built ${path.relative(root, dir) || dir}`);
        resolve();
      } else {
        reject(new Error(`rsbuild build failed in ${dir} (exit ${code}):\n${output}`));
      }
    });
  });
}

/** Builds every app; with `onlyStale`, reuses builds newer than their inputs. */
export async function buildApps(options: { onlyStale?: boolean; log?: (line: string) => void } = {}): Promise<void> {
  const log = options.log ?? console.log;
  for (const name of appNames) {
    if (options.onlyStale && isBuildFresh(name)) log(`reusing the fresh build of ${appDirs[name]}`);
    else await runBuild(appDir(name), log);
  }
}
