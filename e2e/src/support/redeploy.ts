import fs from 'node:fs';
import path from 'node:path';
import { appDir, appDirs, root, runBuild, type AppName } from '@runoff/harness/apps';

/** Where rebuilt copies go; `.runoff/` is git-ignored. Two levels down, like the apps, so their `../shared` imports resolve. */
// One folder per worker: files that redeploy may run side by side (worker-ports.ts).
const workspace = path.join(root, '.runoff', `e2e-redeploy-${process.env.VITEST_POOL_ID ?? 1}`);

/**
 * A copy of @runoff/platform that says it is `version`: its own package.json, the real sources and
 * dependencies (symlinked, so the bundle holds the very same modules). A remote that resolves the platform
 * here is built as its team would build it against that release.
 */
function platformAtVersion(version: string): string {
  const source = path.join(root, 'shared', 'platform');
  const copy = path.join(workspace, `platform-${version}`);
  fs.rmSync(copy, { recursive: true, force: true });
  fs.mkdirSync(copy, { recursive: true });
  const manifest = JSON.parse(fs.readFileSync(path.join(source, 'package.json'), 'utf8')) as { version: string };
  fs.writeFileSync(path.join(copy, 'package.json'), JSON.stringify({ ...manifest, version }, null, 2));
  for (const entry of ['src', 'node_modules']) fs.symlinkSync(path.join(source, entry), path.join(copy, entry));
  return copy;
}

/**
 * The copy's node_modules: the remote's own, entry by entry, with @runoff/platform swapped for a copy at
 * `platformVersion` when one is given.
 */
function linkDependencies(source: string, copy: string, platformVersion: string | undefined): void {
  const modules = path.join(source, 'node_modules');
  if (!platformVersion) {
    fs.symlinkSync(modules, path.join(copy, 'node_modules'));
    return;
  }
  const platform = platformAtVersion(platformVersion);
  for (const entry of fs.readdirSync(modules)) {
    const target = path.join(copy, 'node_modules', entry);
    if (entry !== '@runoff') {
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.symlinkSync(path.join(modules, entry), target);
      continue;
    }
    fs.mkdirSync(target, { recursive: true });
    for (const name of fs.readdirSync(path.join(modules, entry))) {
      fs.symlinkSync(name === 'platform' ? platform : path.join(modules, entry, name), path.join(target, name));
    }
  }
}

export interface RemoteChange {
  /** The exposed module (a file in src/expose) that shows `marker` above the original page. */
  exposeFile: string;
  marker: string;
  /** Build against @runoff/platform at this version instead of the workspace's (docs/federation.md, "Versions"). */
  platformVersion?: string;
}

/**
 * Builds a new version of a remote the way its team would ship a change: from a copy of its source in
 * which one exposed module shows `marker` above the original page, optionally against another release of
 * @runoff/platform. The remote's own folder and every other app stay untouched. Returns the new dist folder.
 */
export async function buildChangedRemote(name: Exclude<AppName, 'shell'>, change: RemoteChange): Promise<string> {
  const { exposeFile, marker, platformVersion } = change;
  const source = appDir(name);
  const copy = path.join(workspace, platformVersion ? `${appDirs[name]}-platform-${platformVersion}` : appDirs[name]);
  fs.rmSync(copy, { recursive: true, force: true });
  fs.mkdirSync(workspace, { recursive: true });
  for (const shared of ['shared', 'tsconfig.base.json']) {
    const link = path.join(workspace, shared);
    if (!fs.existsSync(link)) fs.symlinkSync(path.join(root, shared), link);
  }
  fs.cpSync(source, copy, {
    recursive: true,
    filter: (file) => !['node_modules', 'dist'].includes(path.basename(file)) || path.dirname(file) !== source,
  });
  linkDependencies(source, copy, platformVersion);

  const expose = path.join(copy, 'src', 'expose', exposeFile);
  const original = expose.replace(/\.tsx$/, '.original.tsx');
  fs.renameSync(expose, original);
  fs.writeFileSync(
    expose,
    `import Page from './${path.basename(original, '.tsx')}';

export default function ChangedPage(props: Record<string, never>) {
  return (
    <>
      <p data-testid="redeploy-marker">${marker}</p>
      <Page {...props} />
    </>
  );
}
`,
  );
  await runBuild(copy, () => {});
  return path.join(copy, 'dist');
}

/** Removes the rebuilt copies. */
export function removeChangedBuilds(): void {
  fs.rmSync(workspace, { recursive: true, force: true });
}
