/**
 * runtime-config.json (docs/deployment.md): where a page finds Supabase and, in the shell's, each remote's
 * manifest. Every environment writes its own after the build; a build carries the local one (the local
 * stack, the remotes at their appPorts), generated from appPorts here so that no app keeps a copy by hand.
 */
import type { RsbuildPlugin } from '@rsbuild/core';
import { LOCAL_ANON_KEY } from '@runoff/supabase/config';
import { appPorts } from './shared-dependencies.js';

type AppName = keyof typeof appPorts;

export interface RuntimeConfigJson {
  supabase: { url: string; anonKey: string };
  /** The shell's only: each remote's Module Federation manifest. */
  remotes?: Record<string, string>;
}

export type ShellRuntimeConfig = Required<RuntimeConfigJson>;

/** The local stack of `pnpm backend` / `pnpm start`, with the Supabase CLI's public anon key. */
export const localSupabase: RuntimeConfigJson['supabase'] = { url: 'http://localhost:54321', anonKey: LOCAL_ANON_KEY };

/** The shell's runtime config when every app is served on `ports` of `host`. */
export function runtimeConfigFor(
  ports: Record<AppName, number>,
  supabase: RuntimeConfigJson['supabase'],
  host = 'localhost',
): ShellRuntimeConfig {
  const remotes = Object.fromEntries(
    (Object.keys(ports) as AppName[]).filter((name) => name !== 'shell').map((name) => [name, `http://${host}:${ports[name]}/mf-manifest.json`]),
  );
  return { supabase, remotes };
}

/**
 * Writes runtime-config.json into the app's build (and serves it from the dev server): the shell's names
 * the local stack and every remote at its dev port; a remote's, for its standalone page, the local stack.
 */
export function pluginLocalRuntimeConfig(app: AppName): RsbuildPlugin {
  const config: RuntimeConfigJson = app === 'shell' ? runtimeConfigFor(appPorts, localSupabase) : { supabase: localSupabase };
  return {
    name: 'runoff:local-runtime-config',
    setup(api) {
      api.processAssets({ stage: 'additional', environments: ['web'] }, ({ compilation, sources }) => {
        compilation.emitAsset('runtime-config.json', new sources.RawSource(`${JSON.stringify(config, null, 2)}\n`));
      });
    },
  };
}
