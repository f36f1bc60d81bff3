import path from 'node:path';
import type { EnvironmentConfig } from '@rsbuild/core';
import { rootRelativeSizes } from './src/features/embed/utils/root-relative-sizes';

const here = import.meta.dirname;
const embedUtils = path.join(here, 'src/features/embed/utils');
// Resolved from here: the shared packages the embed bundles do not depend on Preact themselves.
const preact = path.join(here, 'node_modules/preact');

/**
 * The embed build (docs/embedding.md): dist/embed.js and its chunks under dist/embed/, beside the federated
 * remote in the same dist. An ES module (a page loads it with <script type="module">) whose chunks load
 * from wherever embed.js came from (assetPrefix 'auto' resolves against import.meta.url). No Module
 * Federation: it brings its own React. CSS modules go through style-loader, whose insert and
 * styleTagTransform are replaced so the CSS lands in every <runoff-results> shadow root
 * (src/features/embed/utils/style-registry.ts), never in the page's <head>. Every rem length becomes px at
 * the embed root's 16px (root-relative-sizes.ts): the host page owns rem, the embed sizes from its own root.
 */
export const embedEnvironment: EnvironmentConfig = {
  source: { entry: { embed: './src/expose/embed.ts' } },
  // Preact's React compatibility layer in place of react-dom: the same components in a tenth of the
  // weight, so the embed keeps its budget (docs/decisions.md, "The embed renders with Preact").
  resolve: {
    alias: {
      react$: path.join(preact, 'compat'),
      'react-dom$': path.join(preact, 'compat'),
      'react-dom/client$': path.join(preact, 'compat/client.mjs'),
      'react/jsx-runtime$': path.join(preact, 'jsx-runtime'),
      'react/jsx-dev-runtime$': path.join(preact, 'jsx-runtime'),
    },
  },
  output: {
    target: 'web',
    module: true,
    assetPrefix: 'auto',
    injectStyles: true,
    // The web environment empties dist first; both write into it.
    cleanDistPath: false,
    filenameHash: true,
    distPath: { js: 'embed', jsAsync: 'embed/async', css: 'embed', cssAsync: 'embed/async', svg: 'embed', font: 'embed', image: 'embed', media: 'embed', assets: 'embed' },
    // The entry keeps a stable name: pages link to https://<results-host>/embed.js.
    filename: { js: (data) => (data.chunk?.name === 'embed' ? '../embed.js' : '[name].[contenthash:10].js') },
  },
  tools: {
    postcss: (_config, { addPlugins }) => {
      addPlugins(rootRelativeSizes());
    },
    // embed.js exports mount() for pages that prefer code: an ES module library.
    rspack: { output: { library: { type: 'module' } } },
    htmlPlugin: false,
    styleLoader: {
      insert: path.join(embedUtils, 'style-insert.js'),
      styleTagTransform: path.join(embedUtils, 'style-tag-transform.js'),
    },
  },
  performance: { chunkSplit: { strategy: 'all-in-one' } },
};
