import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.types';

/** Where the page's backend lives; read from /runtime-config.json so one bundle serves every environment. */
export interface SupabaseSettings {
  url: string;
  anonKey: string;
}

/**
 * The page's Supabase client, typed by the generated database.types.ts: every table, every SQL function's
 * arguments and result. A migration the callers do not follow fails typecheck once the types are regenerated.
 */
export type RunoffSupabaseClient = SupabaseClient<Database>;

type ConfiguredListener = (client: RunoffSupabaseClient) => void;

// Module state: @runoff/shared is a Module Federation singleton, so every remote on the page sees this one client.
let current: { settings: SupabaseSettings; client: RunoffSupabaseClient } | null = null;
const listeners = new Set<ConfiguredListener>();

/**
 * Creates the page's one Supabase client. Calling it again with the same settings is a no-op (the shell
 * and a remote's standalone page may both call it); different settings are a programming error.
 */
export function configureSupabase(settings: SupabaseSettings): RunoffSupabaseClient {
  if (current) {
    if (current.settings.url === settings.url && current.settings.anonKey === settings.anonKey) return current.client;
    throw new Error(
      `Supabase is already configured for ${current.settings.url}; refusing to reconfigure it for ${settings.url}.`,
    );
  }
  const client = createClient<Database>(settings.url, settings.anonKey, {
    auth: {
      persistSession: true,
      autoRefreshToken: true,
      // Password-reset links land on the site with `#access_token=…&type=recovery` (implicit flow).
      detectSessionInUrl: true,
      flowType: 'implicit',
    },
  });
  current = { settings: { url: settings.url, anonKey: settings.anonKey }, client };
  // Synchronously, so that listeners subscribe before auth-js emits events parsed from the URL.
  for (const listener of listeners) listener(client);
  return client;
}

/** The page's Supabase client; throws when configureSupabase has not run yet. */
export function getSupabase(): RunoffSupabaseClient {
  if (!current) {
    throw new Error(
      'Supabase is not configured yet: call configureSupabase() with the values from /runtime-config.json before rendering.',
    );
  }
  return current.client;
}

/** The URL and anon key the page's client was configured with (for a request made without supabase-js). */
export function getSupabaseSettings(): SupabaseSettings {
  getSupabase();
  return current!.settings;
}

export function isSupabaseConfigured(): boolean {
  return current !== null;
}

/**
 * Runs `listener` with the client as soon as it exists (at once if it already does).
 * Returns a function that cancels a listener that has not run yet.
 */
export function whenSupabaseConfigured(listener: ConfiguredListener): () => void {
  if (current) {
    listener(current.client);
    return () => {};
  }
  const once: ConfiguredListener = (client) => {
    listeners.delete(once);
    listener(client);
  };
  listeners.add(once);
  return () => listeners.delete(once);
}
