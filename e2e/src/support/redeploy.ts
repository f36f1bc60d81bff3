import fs from 'node:fs';
import path from 'node:path';
import { appDir, appDirs, root, runBuild, type AppName } from '@runoff/harness/apps';

/** Where rebuilt copies go; `.runoff/` is git-ignored. Two levels down, like the apps, so their `../shared` imports resolve. */
const workspace = path.join(root, '.runoff', 'e2e-redeploy');

/**
 * Builds a new version of a remote the way its team would ship a change: from a copy of its source in
 * which one exposed module shows `marker` above the original page. The remote's own folder and every
 * other app stay untouched. Returns the new dist folder.
 */
export async function buildChangedRemote(name: Exclude<AppName, 'shell'>, exposeFile: string, marker: string): Promise<string> {
  const source = appDir(name);
  const copy = path.join(workspace, appDirs[name]);
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
  fs.symlinkSync(path.join(source, 'node_modules'), path.join(copy, 'node_modules'));

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
