import type { EnvironmentConfig } from '@rsbuild/core';

/**
 * The counting worker (docs/performance.md): dist/count-worker.js, one classic script with everything it
 * needs, built without Module Federation. Federated, the worker would carry the federation runtime and
 * load shared modules through it, which a worker started from a blob (the shell's and the embed's way,
 * @runoff/results-count) cannot resolve. A stable name, like embed.js: the remote and the embed
 * find it beside their own files (src/lib/utils/count-worker-url.ts).
 */
export const workerEnvironment: EnvironmentConfig = {
  source: { entry: { 'count-worker': './src/expose/count-worker.ts' } },
  output: {
    target: 'web-worker',
    assetPrefix: 'auto',
    // The web environment empties dist first; all write into it.
    cleanDistPath: false,
    filename: { js: '[name].js' },
    distPath: { js: '', jsAsync: 'count-worker' },
  },
  tools: { htmlPlugin: false },
  performance: { chunkSplit: { strategy: 'all-in-one' } },
};
