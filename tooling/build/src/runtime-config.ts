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

/**
 * The Supabase a build's runtime-config.json (and `pnpm serve`) names: RUNOFF_SUPABASE_URL and
 * RUNOFF_SUPABASE_ANON_KEY when set, else the local stack of `pnpm backend` with the CLI's public anon key.
 */
export function configuredSupabase(): RuntimeConfigJson['supabase'] {
  return { url: process.env.RUNOFF_SUPABASE_URL ?? 'http://localhost:54321', anonKey: process.env.RUNOFF_SUPABASE_ANON_KEY ?? LOCAL_ANON_KEY };
}

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
 * the configured Supabase and every remote at its port; a remote's, for its standalone page, the Supabase.
 */
export function pluginLocalRuntimeConfig(app: AppName): RsbuildPlugin {
  const supabase = configuredSupabase();
  const config: RuntimeConfigJson = app === 'shell' ? runtimeConfigFor(appPorts, supabase) : { supabase };
  return {
    name: 'runoff:local-runtime-config',
    setup(api) {
      api.processAssets({ stage: 'additional', environments: ['web'] }, ({ compilation, sources }) => {
        compilation.emitAsset('runtime-config.json', new sources.RawSource(`${JSON.stringify(config, null, 2)}\n`));
      });
    },
  };
}
