import { e2eWorkers } from './src/support/e2e-workers';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/support/global-setup.ts'],
    // Hang guards, not bounds: a journey of two phones in two languages takes 25–30 s on an idle 2-core
    // machine and over twice that beside other work (methods.test.ts timed out at 60 s at load 19).
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Files run side by side: each spends most of its time waiting on a browser (about a quarter of a core
    // when measured, docs/testing.md). One stack serves them all; each worker serves the apps on ports of
    // its own (support/worker-ports.ts).
    fileParallelism: true,
    maxWorkers: e2eWorkers(),
  },
});
