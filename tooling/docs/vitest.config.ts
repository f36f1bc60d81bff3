import { defineConfig } from 'vitest/config';

// Node, not jsdom: these tests read the docs, the tree and the package.json files.
export default defineConfig({
  test: { include: ['src/**/*.test.ts'] },
});
