import type { Tree } from './workspace.js';

/**
 * docs/architecture.md's one convention for code only tests use: in the test file, in a package's
 * `tests/support/` (or `e2e/src/support/`, `bench/src/support/`), or in a tooling package. The other
 * styles the workspace once had are refused wherever they appear.
 */
const refused: { pattern: RegExp; style: string }[] = [
  { pattern: /(^|\/)helpers\.tsx?$/, style: 'a helpers.ts' },
  { pattern: /(^|\/)testing\//, style: 'a testing/ folder' },
  { pattern: /\.test-support\.tsx?$/, style: 'a *.test-support.ts beside the code' },
];

export function checkTestSupport(tree: Tree): string[] {
  const problems: string[] = [];
  for (const file of tree.files) {
    if (file.startsWith('tooling/lint/fixtures/')) continue;
    for (const { pattern, style } of refused) {
      if (pattern.test(file)) {
        problems.push(`\`${file}\` is ${style}: test support lives in the test file, the package's tests/support/, or a tooling package (docs/architecture.md)`);
      }
    }
  }
  return problems;
}
