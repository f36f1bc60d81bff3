import { createRequire } from 'node:module';

/**
 * Module Federation's runtime packages, resolved to their ES module builds.
 *
 * The runtime code the federation plugin injects requires these packages, so the bundler picks their
 * CommonJS builds, which it cannot tree-shake: every app shipped the whole SDK (manifest generation, Node
 * loaders, plugin option types) and every error description. Aliasing each package to its ES module
 * build lets the bundler drop what the browser never runs (docs/federation.md, "One runtime per page").
 */
const runtimePackages = [
  '@module-federation/runtime-tools',
  '@module-federation/webpack-bundler-runtime',
  '@module-federation/runtime',
  '@module-federation/runtime-core',
  '@module-federation/sdk',
  '@module-federation/error-codes',
] as const;

// pnpm nests each package under the one that depends on it: resolve each from where the ones before it live.
function resolveChain(): Map<string, string> {
  const plugin = createRequire(import.meta.url).resolve('@module-federation/rsbuild-plugin');
  const requires = [createRequire(createRequire(plugin).resolve('@module-federation/enhanced'))];
  const found = new Map<string, string>();
  for (const name of runtimePackages) {
    let cjs: string | undefined;
    for (const require of requires) {
      try {
        cjs = require.resolve(name);
        break;
      } catch {
        // not a dependency of this one: try the next
      }
    }
    if (!cjs) throw new Error(`Cannot resolve ${name} from the Module Federation plugin's dependencies`);
    found.set(name, cjs);
    requires.unshift(createRequire(cjs));
  }
  return found;
}

/** `resolve.alias` entries (exact requests only) from each runtime package to its ES module entry. */
export function federationRuntimeEsmAliases(): Record<string, string> {
  const aliases: Record<string, string> = {};
  for (const [name, cjs] of resolveChain()) {
    // Every one of these packages ships dist/index.cjs beside dist/index.js (error-codes: index.mjs).
    const esm = name === '@module-federation/error-codes' ? cjs.replace(/index\.cjs$/, 'index.mjs') : cjs.replace(/index\.cjs$/, 'index.js');
    aliases[`${name}$`] = esm;
    // The plugin's injected entry imports the bundler runtime by its absolute CommonJS path.
    aliases[`${cjs}$`] = esm;
  }
  return aliases;
}
