import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { appPorts, sharedDependencies } from '../shared/src/federation/shared-dependencies';
import { embedEnvironment } from './rsbuild.embed';

/**
 * mf_results: the results panel and the count animation of a poll, loaded by the shell at run time and
 * composed into mf_polls' detail page and mf_lobby's lobby. Only src/expose/ is reachable from outside;
 * `rsbuild dev` also serves a standalone page (src/app).
 */
export default defineConfig({
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: 'mf_results',
      exposes: {
        './results-panel': './src/expose/results-panel.tsx',
        './count-animation': './src/expose/count-animation.tsx',
      },
      shared: sharedDependencies,
      shareStrategy: 'loaded-first',
      dts: false,
    }, { environment: 'web' }),
  ],
  // 'web' is the federated remote and its standalone page; 'embed' is embed.js for other sites (rsbuild.embed.ts).
  environments: { web: { source: { entry: { index: './src/index.ts' } } }, embed: embedEnvironment },
  html: {
    title: 'Runoff — results (mf_results standalone)',
    // The standalone page's routes are nested (/polls/:id/results) while assetPrefix 'auto' writes relative
    // script URLs into index.html; a base of / resolves them from the root. The shell never loads this page.
    tags: [{ tag: 'base', attrs: { href: '/' }, head: true, append: false }],
  },
  // Remote chunks must load from this app's origin, not from the page that hosts it.
  output: { assetPrefix: 'auto', cleanDistPath: true },
  // Lazy compilation breaks remote module factories in dev ("undefined factory").
  dev: { lazyCompilation: false },
  server: {
    port: Number(process.env.PORT) || appPorts.mf_results,
    historyApiFallback: true,
    // The shell on another localhost port fetches mf-manifest.json; hosted deployments set CORS at their CDN.
    cors: { origin: [/^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/] },
  },
});
