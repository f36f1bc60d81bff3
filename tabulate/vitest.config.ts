import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    // Unit tests beside the code; tests/ runs the real command in a child process.
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
    testTimeout: 120_000,
  },
});
