import { defineConfig } from 'vitest/config';

// Node, not jsdom: these tests run ESLint itself on the repository's config.
export default defineConfig({
  test: { include: ['src/**/*.test.ts'], testTimeout: 180_000 },
});
