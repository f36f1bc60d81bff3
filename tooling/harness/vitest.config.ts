import { defineConfig } from 'vitest/config';

// Node, not jsdom: these tests read the workspace's folders and package.json files.
export default defineConfig({
  test: { include: ['src/**/*.test.ts'] },
});
