import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The CLI tests run the real command in a child process.
    testTimeout: 120_000,
  },
});
