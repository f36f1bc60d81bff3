import { describe, expect, it } from 'vitest';
import { checkTestSupport } from './test-support.js';
import { repositoryTree } from './workspace.js';

describe('test support', () => {
  it('follows the one convention of docs/architecture.md everywhere', () => {
    expect(checkTestSupport(repositoryTree())).toEqual([]);
  });

  it('fires on each style the workspace once had', () => {
    const tree = { files: [...repositoryTree().files, 'mf-lobby/src/features/vote/helpers.ts', 'mf-auth/src/auth/testing/fake.ts', 'shared/counting/src/elections.test-support.ts'] };
    expect(checkTestSupport(tree)).toEqual([
      expect.stringMatching(/^`mf-lobby\/src\/features\/vote\/helpers\.ts` is a helpers\.ts/),
      expect.stringMatching(/^`mf-auth\/src\/auth\/testing\/fake\.ts` is a testing\/ folder/),
      expect.stringMatching(/^`shared\/counting\/src\/elections\.test-support\.ts` is a \*\.test-support\.ts beside the code/),
    ]);
  });
});
