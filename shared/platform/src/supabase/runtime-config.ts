import type { SupabaseSettings } from './client';

/**
 * What /runtime-config.json holds. Written per deployment (not bundled), so the same build runs against
 * the local stack or a hosted project. `remotes` maps a remote's federation name (e.g. `mf_auth`) to the
 * URL of its mf-manifest.json; a remote's standalone page needs no remotes and may omit the field.
 */
export interface RuntimeConfig {
  supabase: SupabaseSettings;
  remotes: Record<string, string>;
}

export const RUNTIME_CONFIG_PATH = '/runtime-config.json';

/** Thrown when the runtime config cannot be fetched or is not in the expected shape. */
export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Checks a parsed runtime config, naming the first field that is wrong. */
export function parseRuntimeConfig(value: unknown, source = RUNTIME_CONFIG_PATH): RuntimeConfig {
  const fail = (problem: string): never => {
    throw new RuntimeConfigError(`${source}: ${problem}`);
  };
  if (!isRecord(value)) return fail('expected a JSON object');
  const { supabase, remotes = {} } = value;
  if (!isRecord(supabase)) return fail('"supabase" must be an object with "url" and "anonKey"');
  if (!isHttpUrl(supabase.url)) return fail('"supabase.url" must be an http(s) URL');
  if (typeof supabase.anonKey !== 'string' || supabase.anonKey.trim() === '') {
    return fail('"supabase.anonKey" must be a non-empty string');
  }
  if (!isRecord(remotes)) return fail('"remotes" must be an object mapping remote names to manifest URLs');
  const checkedRemotes: Record<string, string> = {};
  for (const [name, url] of Object.entries(remotes)) {
    if (!isHttpUrl(url)) return fail(`"remotes.${name}" must be an http(s) URL`);
    checkedRemotes[name] = url;
  }
  return {
    supabase: { url: supabase.url.replace(/\/+$/, ''), anonKey: supabase.anonKey },
    remotes: checkedRemotes,
  };
}

/** Fetches and checks the runtime config; never cached, so a redeploy's new values apply on reload. */
export async function loadRuntimeConfig(
  path: string = RUNTIME_CONFIG_PATH,
  fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis),
): Promise<RuntimeConfig> {
  let response: Response;
  try {
    response = await fetchImpl(path, { cache: 'no-store', headers: { accept: 'application/json' } });
  } catch (error) {
    throw new RuntimeConfigError(
      `Could not load ${path}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (!response.ok) throw new RuntimeConfigError(`Could not load ${path}: HTTP ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new RuntimeConfigError(`${path}: not valid JSON`);
  }
  return parseRuntimeConfig(body, path);
}
