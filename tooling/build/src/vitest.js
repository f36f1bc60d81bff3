// Plain JavaScript: Vitest loads its config with Node, which does not strip types from files it reaches
// through a workspace package. Types: vitest.d.ts.
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';

const setupFile = fileURLToPath(new URL('./vitest-setup.ts', import.meta.url));

/**
 * The one Vitest preset of the front-end packages: jsdom, unit tests beside the code (src/**\/*.test.ts(x)),
 * CSS module class names kept readable, and one setup (vitest-setup.ts) that cleans up after each test.
 * @param {import('vitest/config').ViteUserConfig} [overrides]
 */
export function vitestPreset(overrides = {}) {
  return mergeConfig(
    defineConfig({
      test: {
        environment: 'jsdom',
        globals: true,
        include: ['src/**/*.test.{ts,tsx}'],
        setupFiles: [setupFile],
        css: { modules: { classNameStrategy: 'non-scoped' } },
        // A test states behaviour, never speed: on CI's 2 cores, two jsdom workers beside a build can take a
        // form-filling test past vitest's default 5 s (create-poll-page.test.tsx did once).
        testTimeout: 15_000,
      },
    }),
    overrides,
  );
}
