import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // jsdom for the auth store and UI tests; the counting tests are plain functions and run there too.
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
