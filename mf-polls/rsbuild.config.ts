import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { appPorts, sharedDependencies } from '../shared/src/federation/shared-dependencies';

/**
 * mf_polls: the dashboard, the poll list, the create-poll form and the poll detail page, loaded by the shell
 * at run time. Only src/expose/ is reachable from outside; `rsbuild dev` also serves a standalone page (src/app).
 */
export default defineConfig({
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: 'mf_polls',
      exposes: {
        './dashboard-page': './src/expose/dashboard-page.tsx',
        './poll-list-page': './src/expose/poll-list-page.tsx',
        './create-poll-page': './src/expose/create-poll-page.tsx',
        './poll-detail-page': './src/expose/poll-detail-page.tsx',
      },
      shared: sharedDependencies,
      shareStrategy: 'loaded-first',
      dts: false,
    }),
  ],
  source: { entry: { index: './src/index.ts' } },
  html: { title: 'Runoff — polls (mf_polls standalone)' },
  // Remote chunks must load from this app's origin, not from the page that hosts it.
  output: { assetPrefix: 'auto', cleanDistPath: true },
  // Lazy compilation breaks remote module factories in dev ("undefined factory").
  dev: { lazyCompilation: false },
  server: {
    port: Number(process.env.PORT) || appPorts.mf_polls,
    historyApiFallback: true,
    // The shell on another localhost port fetches mf-manifest.json; hosted deployments set CORS at their CDN.
    cors: { origin: [/^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/] },
  },
});
