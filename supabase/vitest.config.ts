import { defineConfig } from 'vitest/config';

/**
 * Two integration projects, each starting a stack of its own (local/test/support/global-setup.ts), so that
 * `pnpm test` runs them as two stages side by side: the local stack's own tests (auth, realtime, gateway,
 * supervision) and the schema's rules (tests/). Inside each, files run one after another on its stack: the
 * per-address limits and the realtime tests assume no other file shares it.
 */
const integration = (name: string, include: string[]) => ({
  test: {
    name,
    include,
    globalSetup: ['local/test/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['local/src/**/*.test.ts'],
        },
      },
      integration('integration-stack', ['local/test/**/*.test.ts']),
      integration('integration-rules', ['tests/**/*.test.ts']),
    ],
  },
});
