import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { appPorts, sharedDependencies } from '../shared/src/federation/shared-dependencies';

/**
 * The shell is a Module Federation host with no remotes fixed at build time: it reads their manifest
 * URLs from /runtime-config.json when it starts (src/features/remotes), so a remote can be redeployed
 * or moved without rebuilding the shell.
 */
export default defineConfig({
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: 'shell',
      remotes: {},
      shared: sharedDependencies,
      // 'version-first' would fetch every remote entry at start-up and fail when one is down.
      shareStrategy: 'loaded-first',
      dts: false,
    }),
  ],
  source: { entry: { index: './src/index.ts' } },
  html: { title: 'Runoff — live ranked-choice polls', favicon: './public/favicon.svg' },
  server: { port: appPorts.shell, historyApiFallback: true },
  output: { cleanDistPath: true },
});
