import { describe, expect, it } from 'vitest';
import { ARCHITECTURE, checkArchitecture, type ArchitectureFacts } from './architecture.js';
import { read, repositoryTree, workspacePackages } from './workspace.js';

/** docs/architecture.md's map against the tree and the package.json files. */
const doc = read(ARCHITECTURE);
const facts: ArchitectureFacts = { tree: repositoryTree(), packages: workspacePackages() };

describe('docs/architecture.md', () => {
  it('lists every package with its exports, every app with its features, and draws the folders as they are', () => {
    expect(checkArchitecture(doc, facts)).toEqual([]);
  });

  it('fires when a package gains an export the table does not list', () => {
    const packages = facts.packages.map((pkg) => (pkg.folder === 'shared/platform' ? { ...pkg, exports: [...pkg.exports, './sample'] } : pkg));
    expect(checkArchitecture(doc, { ...facts, packages })).toEqual([
      expect.stringMatching(/packages table .* gives `shared\/platform` the exports .*; its package\.json exports .*`\.\/sample`: update the row/),
    ]);
  });

  it('fires when a package is added that the table does not list', () => {
    const packages = [...facts.packages, { folder: 'tooling/sample', name: '@runoff/sample', exports: [] }];
    expect(checkArchitecture(doc, { ...facts, packages })).toEqual([
      expect.stringMatching(/has no row for `tooling\/sample` \(@runoff\/sample\): add one/),
    ]);
  });

  it('fires when a feature folder appears or a remote grows a folder outside its skeleton', () => {
    const tree = { files: [...facts.tree.files, 'mf-polls/src/features/sample/index.ts', 'mf-lobby/src/sample/thing.ts'] };
    const problems = checkArchitecture(doc, { ...facts, tree });
    expect(problems).toEqual([
      expect.stringMatching(/features table .* gives `mf-polls` the features .*; mf-polls\/src\/features holds .*`sample`/),
      expect.stringMatching(/^`mf-lobby\/src\/sample\/` exists but docs\/architecture\.md's `tree mf-\*\/src` block .* does not draw it/),
    ]);
  });

  it('fires when a feature holds a folder the skeleton does not have', () => {
    const tree = { files: [...facts.tree.files, 'mf-auth/src/features/login/helpers/x.ts'] };
    expect(checkArchitecture(doc, { ...facts, tree })).toEqual([
      expect.stringMatching(/^`mf-auth\/src\/features\/login\/helpers\/` exists but .* does not draw it/),
    ]);
  });

  it('fires when a drawn folder is gone', () => {
    const tree = { files: facts.tree.files.filter((file) => !file.startsWith('supabase/local/src/backup/')) };
    expect(checkArchitecture(doc, { ...facts, tree })).toEqual([
      expect.stringMatching(/`folders supabase\/local\/src` block names `supabase\/local\/src\/backup\/`, which does not exist/),
    ]);
  });
});
