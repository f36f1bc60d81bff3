import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['local/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['local/test/**/*.test.ts', 'tests/**/*.test.ts'],
          globalSetup: ['local/test/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One stack serves every file; files run one after another so timing-sensitive
          // realtime tests are not starved on small machines.
          fileParallelism: false,
        },
      },
    ],
  },
});
