import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARCHITECTURE } from './architecture.js';
import { checkCommands, checkPropsShapes, contractMembers, type ScriptedPackage } from './commands.js';
import { fencedBlocks } from './markdown.js';
import { checkCalls, checkExposedModules, checkPackageNames, checkPaths, type Doc } from './mentions.js';
import { checkTreeBlock, isTreeBlock } from './tree-blocks.js';
import { exposedModules, read, remotes, repositoryTree, root, workspacePackages } from './workspace.js';

/** Every doc and README against the code: the paths and calls they name, and each remote's exposed modules. */
const tree = repositoryTree();
const docs: Doc[] = tree.files.filter((file) => file.endsWith('.md') && !file.includes('/fixtures/')).map((file) => ({ file, text: read(file) }));
const codeWords = new Set(
  tree.files
    .filter((file) => /\.(ts|tsx|js|mjs|cjs|sql|jsonc?|toml|css|ya?ml|html|sh)$/.test(file) && file !== 'pnpm-lock.yaml')
    .flatMap((file) => fs.readFileSync(path.join(root, file), 'utf8').match(/[A-Za-z_$][\w$]*/g) ?? []),
);

const scripted: ScriptedPackage[] = [
  { folder: '', name: 'the root package', scripts: Object.keys((JSON.parse(read('package.json')) as { scripts: object }).scripts) },
  ...workspacePackages().map(({ folder, name }) => ({ folder, name, scripts: Object.keys((JSON.parse(read(`${folder}/package.json`)) as { scripts?: object }).scripts ?? {}) })),
];
const contracts = contractMembers(read('shared/contracts/api-report.md'));

describe('the docs and READMEs', () => {
  it('name only paths that exist', () => {
    expect(docs.flatMap((doc) => checkPaths(doc, tree))).toEqual([]);
  });

  it('name only packages and package exports that exist', () => {
    const packages = workspacePackages();
    expect(docs.flatMap((doc) => checkPackageNames(doc, packages))).toEqual([]);
  });

  it('name only functions and names the code has', () => {
    expect(docs.flatMap((doc) => checkCalls(doc, codeWords))).toEqual([]);
  });

  it("run only pnpm scripts that exist (a README: its package's or the root's)", () => {
    expect(docs.flatMap((doc) => checkCommands(doc, scripted))).toEqual([]);
  });

  it("write a remote's props as @runoff/contracts has them", () => {
    expect(docs.flatMap((doc) => checkPropsShapes(doc, contracts))).toEqual([]);
  });

  it('draw folders as they are wherever they draw them (`tree` and `folders` blocks)', () => {
    const others = docs.filter((doc) => doc.file !== ARCHITECTURE); // its blocks are checked with its tables
    const problems = others.flatMap((doc) =>
      fencedBlocks(doc.text)
        .filter(isTreeBlock)
        .flatMap((block) => checkTreeBlock(tree, block, doc.file)),
    );
    expect(problems).toEqual([]);
  });

  it('give each remote a README whose table lists exactly the modules it exposes', () => {
    const problems = remotes(tree).flatMap((remote) =>
      tree.files.includes(`${remote}/README.md`)
        ? checkExposedModules({ file: `${remote}/README.md`, text: read(`${remote}/README.md`) }, exposedModules(remote))
        : [`${remote} has no README.md: write one with a table of its exposed modules`],
    );
    expect(problems).toEqual([]);
  });

  it('fire on a sample change: a moved file, a renamed function, a package export gone, a module no longer exposed, a script gone, a prop added', () => {
    const readme = { file: 'mf-results/README.md', text: read('mf-results/README.md') };
    const moved = { files: tree.files.filter((file) => file !== 'mf-results/src/lib/api/get-poll-results.ts') };
    expect(checkPaths(readme, moved)).toEqual([expect.stringMatching(/^mf-results\/README\.md:\d+ names `src\/lib\/api\/get-poll-results\.ts`, which does not exist/)]);
    const renamed = new Set([...codeWords].filter((word) => word !== 'getCountedResults'));
    expect(checkCalls(readme, renamed)).toEqual([expect.stringMatching(/names `getCountedResults`, which no code defines/)]);
    const split = workspacePackages().map((pkg) => (pkg.name === '@runoff/platform' ? { ...pkg, exports: pkg.exports.filter((e) => e !== './supabase') } : pkg));
    expect(checkPackageNames(readme, split)).toEqual([expect.stringMatching(/names `@runoff\/platform\/supabase`, which @runoff\/platform does not export/)]);
    expect(checkExposedModules(readme, ['./results-panel', './results-story', './check-ballot-page'])).toEqual([expect.stringMatching(/list `\.\/count-animation`, which rsbuild\.config\.ts does not expose/)]);
    const lobby = { file: 'mf-lobby/README.md', text: read('mf-lobby/README.md') };
    const noTypecheck = scripted.map((pkg) => ({ ...pkg, scripts: pkg.scripts.filter((script) => script !== 'typecheck') }));
    expect(checkCommands(lobby, noTypecheck)).toEqual([expect.stringMatching(/^mf-lobby\/README\.md:\d+ runs `pnpm typecheck`, which is no script of @runoff\/mf-lobby or the root package/)]);
    const grown = new Map([...contracts, ['PresenterProps', [...contracts.get('PresenterProps')!, 'ResultsPanel']]]);
    expect(checkPropsShapes(lobby, grown)).toEqual([expect.stringMatching(/^mf-lobby\/README\.md:\d+ writes `PresenterProps` as \{ .* \}; @runoff\/contracts has \{ .*ResultsPanel/)]);
  });
});
