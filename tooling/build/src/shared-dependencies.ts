import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The version of @runoff/platform the app in `appRoot` is built against (its package.json's), read from
 * where that app resolves the package. The platform is bumped by semver when its public surface changes
 * (docs/federation.md, "Versions").
 */
export function platformVersionOf(appRoot: string): string {
  const require = createRequire(path.join(appRoot, 'package.json'));
  return (require('@runoff/platform/package.json') as { version: string }).version;
}

/**
 * The range of @runoff/platform an app built against `platformVersion` accepts: the same major version.
 * A newer minor only adds to the surface (the public-surface report holds the platform to that), so an
 * app runs with any copy of its major, older or newer; another major must not load.
 */
function platformRange(platformVersion: string): string {
  const major = /^(\d+)\./.exec(platformVersion)?.[1];
  if (major === undefined) throw new Error(`@runoff/platform has no semver version: "${platformVersion}"`);
  return `^${major}.0.0`;
}

/**
 * The libraries every app shares as Module Federation singletons, used by defineRemote and defineHost
 * (rsbuild.ts), for an app built against @runoff/platform `platformVersion`.
 * `strictVersion` on the platform: the page's one copy is whichever loaded first (the shell's), and a remote
 * that needs another major fails to load (into its area's Retry fallback) instead of running against a
 * copy whose surface it was not built for; without it the runtime would only log a warning.
 * One React and one copy of @runoff/platform on a page: the platform holds the single Supabase client and
 * the auth state, so a second copy would mean a second session. The router is shared through
 * @runoff/platform/router, which re-exports only what the apps use: react-router itself is not shared,
 * because a shared module is never tree-shaken (it would ship whole, about 60 kB gzip). Everything else
 * (@runoff/domain, ui, counting, results-count, dev) is an ordinary library that each app bundles.
 */
export function sharedDependencies(platformVersion: string) {
  return {
    react: { singleton: true, requiredVersion: '^19.3.0' },
    'react/': { singleton: true, requiredVersion: '^19.3.0' },
    'react-dom': { singleton: true, requiredVersion: '^19.3.0' },
    'react-dom/': { singleton: true, requiredVersion: '^19.3.0' },
    '@supabase/supabase-js': { singleton: true, requiredVersion: '^2.119.0' },
    '@runoff/platform/': { singleton: true, strictVersion: true, requiredVersion: platformRange(platformVersion), version: platformVersion },
  } as const;
}

/** Production ports: each app is served on its own origin, as on separate hosts. */
export const appPorts = {
  shell: 3000,
  mf_auth: 3001,
  mf_polls: 3002,
  mf_lobby: 3003,
  mf_results: 3004,
} as const;
