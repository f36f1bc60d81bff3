import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { appPorts, sharedDependencies } from '../shared/src/federation/shared-dependencies';

/**
 * mf_lobby: the join page (/polls/:pollId/vote) and the live lobby with ranking and voting, loaded by the
 * shell at run time. Only src/expose/ is reachable from outside; `rsbuild dev` also serves a standalone page (src/app).
 */
export default defineConfig({
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: 'mf_lobby',
      exposes: {
        './join-page': './src/expose/join-page.tsx',
        './lobby': './src/expose/lobby.tsx',
        './presenter': './src/expose/presenter.tsx',
      },
      shared: sharedDependencies,
      shareStrategy: 'loaded-first',
      dts: false,
    }),
  ],
  source: { entry: { index: './src/index.ts' } },
  html: { title: 'Runoff — lobby (mf_lobby standalone)' },
  // Remote chunks must load from this app's origin, not from the page that hosts it.
  output: { assetPrefix: 'auto', cleanDistPath: true },
  // Lazy compilation breaks remote module factories in dev ("undefined factory").
  dev: { lazyCompilation: false },
  server: {
    port: Number(process.env.PORT) || appPorts.mf_lobby,
    historyApiFallback: true,
    // The shell on another localhost port fetches mf-manifest.json; hosted deployments set CORS at their CDN.
    cors: { origin: [/^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/] },
  },
});
