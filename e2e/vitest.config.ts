import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One stack and one set of app ports serve every file: files run one after another.
    fileParallelism: false,
  },
});
