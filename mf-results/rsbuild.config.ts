import { defineRemote } from '@runoff/build/rsbuild';
import { embedEnvironment } from './rsbuild.embed';
import { workerEnvironment } from './rsbuild.worker';

/** mf_results: the results panel and the count animation, composed into mf_polls' detail page and mf_lobby's lobby. */
export default defineRemote({
  name: 'mf_results',
  exposes: {
    './results-panel': './src/expose/results-panel.tsx',
    './count-animation': './src/expose/count-animation.tsx',
    './results-story': './src/expose/results-story.tsx',
    './check-ballot-page': './src/expose/check-ballot-page.tsx',
  },
  title: 'Runoff — results (mf_results standalone)',
  // embed.js for other sites (docs/embedding.md), built beside the federated remote.
  // count-worker.js: the count of a poll's results, off the main thread, for the remote and the embed.
  extraEnvironments: { embed: embedEnvironment, worker: workerEnvironment },
  extra: {
    // The standalone page's routes are nested (/polls/:id/results) while assetPrefix 'auto' writes relative
    // script URLs into index.html; a base of / resolves them from the root. The shell never loads this page.
    html: { tags: [{ tag: 'base', attrs: { href: '/' }, head: true, append: false }] },
  },
});
