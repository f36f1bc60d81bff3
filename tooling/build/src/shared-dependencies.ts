/**
 * The libraries every app shares as Module Federation singletons, used by defineRemote and defineHost (rsbuild.ts).
 * One React and one copy of @runoff/shared on a page: the shared package holds the single Supabase client
 * and the auth state, so a second copy would mean a second session. The router is shared through
 * @runoff/shared/router, which re-exports only what the apps use: react-router itself is not shared,
 * because a shared module is never tree-shaken (it would ship whole, about 60 kB gzip).
 * Plain data only: Node reads it at build time (the rsbuild configs and scripts/).
 */
export const sharedDependencies = {
  react: { singleton: true, requiredVersion: '^19.3.0' },
  'react/': { singleton: true, requiredVersion: '^19.3.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.3.0' },
  'react-dom/': { singleton: true, requiredVersion: '^19.3.0' },
  '@supabase/supabase-js': { singleton: true, requiredVersion: '^2.119.0' },
  '@runoff/shared': { singleton: true, requiredVersion: '^1.0.0' },
  '@runoff/shared/': { singleton: true, requiredVersion: '^1.0.0' },
} as const;

/** Production ports: each app is served on its own origin, as on separate hosts. */
export const appPorts = {
  shell: 3000,
  mf_auth: 3001,
  mf_polls: 3002,
  mf_lobby: 3003,
  mf_results: 3004,
} as const;
