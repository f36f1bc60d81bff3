import { fileURLToPath } from 'node:url';
import { defineConfig, mergeRsbuildConfig, type EnvironmentConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { federationRuntimeEsmAliases } from './federation-runtime';
import { pluginPrecompress } from './precompress';
import { pluginLocalRuntimeConfig } from './runtime-config';
import { appPorts, platformVersionOf, sharedDependencies } from './shared-dependencies';

/** The HTML page of every app: Rsbuild's own template lacks `<html lang>`. */
const template = fileURLToPath(new URL('./index.html', import.meta.url));

type RemoteName = Exclude<keyof typeof appPorts, 'shell'>;

export interface RemoteDefinition {
  /** The Module Federation name the shell's runtime-config.json knows the remote by, e.g. `mf_polls`. */
  name: RemoteName;
  /** Public module name (`./lobby`) → file under src/expose. These names are the federation contract. */
  exposes: Record<`./${string}`, `./src/expose/${string}`>;
  /** Title of the standalone dev page. */
  title: string;
  /** Anything a remote needs beyond the common definition (merged last). */
  extra?: RsbuildConfig;
  /**
   * Further builds beside the federated remote, in the same dist (e.g. mf-results' embed.js for other
   * sites). The remote itself is the 'web' environment, and only it is federated.
   */
  extraEnvironments?: Record<string, EnvironmentConfig>;
}

export interface HostDefinition {
  name: 'shell';
  title: string;
  favicon?: string;
  extra?: RsbuildConfig;
}

// 'version-first' would fetch every remote entry at start-up and fail when one is down.
const shareStrategy = 'loaded-first' as const;

/** Where a remote's standalone page finds the Module Federation runtime core (see runtimeProviderEnvironment). */
const runtimeProviderScript = '/static/js/mf-runtime-core.js';

/**
 * A remote's entry carries no Module Federation runtime of its own (`externalRuntime`): it uses the one
 * the shell provides (`provideExternalRuntime`), so a page holds one runtime, not one per remote. The
 * remote's standalone page has no shell: this small build beside the remote (no federation) provides the
 * runtime core for it, as a classic script its index.html runs before its entry.
 */
const runtimeProviderEnvironment: EnvironmentConfig = {
  source: { entry: { 'mf-runtime-core': fileURLToPath(new URL('./federation-runtime-provider.js', import.meta.url)) } },
  output: {
    target: 'web',
    // The remote's build empties dist first; both write into it.
    cleanDistPath: false,
    filename: { js: '[name].js' },
  },
  tools: { htmlPlugin: false },
  performance: { chunkSplit: { strategy: 'all-in-one' } },
};

/**
 * One remote's rsbuild config: the Module Federation remote, the standalone dev page (src/index.ts →
 * src/bootstrap.tsx → src/app) and the dev server. Every remote is built the same way; only the names differ.
 */
export function defineRemote({ name, exposes, title, extra = {}, extraEnvironments = {} }: RemoteDefinition): RsbuildConfig {
  const entry = { index: './src/index.ts' };
  const shared = sharedDependencies(platformVersionOf(process.cwd()));
  const federation = { name, exposes, shared, shareStrategy, dts: false, experiments: { externalRuntime: true } };
  const base = defineConfig({
    plugins: [pluginReact(), pluginModuleFederation(federation, { environment: 'web' }), pluginLocalRuntimeConfig(name), pluginPrecompress()],
    environments: {
      web: {
        source: { entry },
        html: {
          title,
          template,
          tags: [{ tag: 'script', attrs: { src: runtimeProviderScript }, head: true, append: false, publicPath: false }],
        },
      },
      'mf-runtime': runtimeProviderEnvironment,
      ...extraEnvironments,
    },
    resolve: { alias: federationRuntimeEsmAliases() },
    // Remote chunks must load from this app's origin, not from the page that hosts it.
    output: { assetPrefix: 'auto', cleanDistPath: true },
    // Lazy compilation breaks remote module factories in dev ("undefined factory").
    dev: { lazyCompilation: false },
    server: {
      port: Number(process.env.PORT) || appPorts[name],
      historyApiFallback: true,
      // The shell on another localhost port fetches mf-manifest.json; hosted deployments set CORS at their CDN.
      cors: { origin: [/^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/] },
    },
  });
  return mergeRsbuildConfig(base, extra);
}

const eagerInHost = new Set(['react', 'react/', 'react-dom', 'react-dom/', '@runoff/platform/']);

/**
 * The shell: a Module Federation host with no remotes fixed at build time. It reads their manifest URLs
 * from /runtime-config.json when it starts, so a remote can be redeployed or moved without rebuilding it.
 */
export function defineHost({ name, title, favicon, extra = {} }: HostDefinition): RsbuildConfig {
  const hostShared = Object.fromEntries(
    Object.entries(sharedDependencies(platformVersionOf(process.cwd()))).map(([name, config]) => [name, eagerInHost.has(name) ? { ...config, eager: true } : config]),
  );
  const base = defineConfig({
    plugins: [
      pluginReact(),
      pluginModuleFederation({ name, remotes: {}, shared: hostShared, shareStrategy, dts: false, experiments: { provideExternalRuntime: true, optimization: { target: 'web' } } }),
      pluginLocalRuntimeConfig(name),
      pluginPrecompress(),
    ],
    source: { entry: { index: './src/index.ts' } },
    html: {
      title,
      template,
      ...(favicon ? { favicon } : {}),
      // Every page's first request after its scripts (src/early-runtime-config.ts reads it): asked for at once.
      tags: [{ tag: 'link', attrs: { rel: 'preload', href: '/runtime-config.json', as: 'fetch', crossorigin: 'anonymous' }, head: true, append: false, publicPath: false }],
    },
    resolve: { alias: federationRuntimeEsmAliases() },
    server: { port: appPorts[name], historyApiFallback: true },
    output: { cleanDistPath: true },
  });
  return mergeRsbuildConfig(base, extra);
}
