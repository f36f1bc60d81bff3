import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.types';
import { setPageProject } from './rpc';
import { realtimeReconnectDelay } from './reconnect';

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

// Module state: @runoff/platform is a Module Federation singleton, so every remote on the page sees this one client.
let settings: SupabaseSettings | null = null;
let current: RunoffSupabaseClient | null = null;
let loading: Promise<RunoffSupabaseClient> | null = null;
const listeners = new Set<ConfiguredListener>();

/**
 * Records the page's project. Calling it again with the same settings is a no-op (the shell and a remote's
 * standalone page may both call it); different settings are a programming error. The client itself is
 * created by loadSupabase(): supabase-js is about a quarter of a page's JavaScript, and a visitor who only
 * reads the home page never needs it (issue 10, docs/performance.md "First load").
 */
export function configureSupabase(next: SupabaseSettings): void {
  if (settings) {
    if (settings.url === next.url && settings.anonKey === next.anonKey) return;
    throw new Error(`Supabase is already configured for ${settings.url}; refusing to reconfigure it for ${next.url}.`);
  }
  settings = { url: next.url, anonKey: next.anonKey };
  setPageProject({ settings, accessToken: pageAccessToken });
}

/**
 * The session callRpc sends: the client's, once supabase-js has loaded; before that, none when the browser
 * holds none (the call goes as anon and supabase-js keeps waiting), else the stored one, loading supabase-js.
 */
async function pageAccessToken(): Promise<string | undefined> {
  if (!current && settings && !mayHoldSession(settings)) return undefined;
  const { data } = await (await loadSupabase()).auth.getSession();
  return data.session?.access_token;
}

/** The page's one client, created on the first call (supabase-js loads as a chunk of its own). */
export function loadSupabase(): Promise<RunoffSupabaseClient> {
  if (!settings) {
    return Promise.reject(
      new Error('Supabase is not configured yet: call configureSupabase() with the values from /runtime-config.json first.'),
    );
  }
  const { url, anonKey } = settings;
  loading ??= import('@supabase/supabase-js').then(({ createClient }) => {
    const client = createClient<Database>(url, anonKey, {
      auth: {
        persistSession: true,
        autoRefreshToken: true,
        // Password-reset links land on the site with `#access_token=…&type=recovery` (implicit flow).
        detectSessionInUrl: true,
        flowType: 'implicit',
      },
      // A lecture hall's phones must not all reconnect in the same instant after the stack restarts.
      realtime: { reconnectAfterMs: realtimeReconnectDelay },
    });
    current = client;
    // Synchronously, so that listeners subscribe before auth-js emits events parsed from the URL.
    for (const listener of listeners) listener(client);
    return client;
  });
  return loading;
}

/** The page's Supabase client; throws until loadSupabase() has created it. */
export function getSupabase(): RunoffSupabaseClient {
  if (!current) {
    throw new Error(
      'Supabase is not ready yet: call configureSupabase() with the values from /runtime-config.json, then await loadSupabase().',
    );
  }
  return current;
}

/** The URL and anon key the page was configured with (for a request made without supabase-js). */
export function getSupabaseSettings(): SupabaseSettings {
  if (!settings) {
    throw new Error('Supabase is not configured yet: call configureSupabase() with the values from /runtime-config.json first.');
  }
  return settings;
}

export function isSupabaseConfigured(): boolean {
  return current !== null;
}

/** The localStorage key where supabase-js keeps the session of this project (its default). */
export function sessionStorageKey(project: SupabaseSettings): string {
  return `sb-${new URL(project.url).hostname.split('.')[0]}-auth-token`;
}

/**
 * Whether this browser may hold a session: a stored one, or one arriving in the URL (a password-reset or
 * sign-in link). Without either, the visitor is signed out and the client can wait until it is needed.
 */
export function mayHoldSession(project: SupabaseSettings, storage: Pick<Storage, 'getItem'> = localStorage, location: Pick<Location, 'hash' | 'search'> = window.location): boolean {
  let stored: string | null = null;
  try {
    stored = storage.getItem(sessionStorageKey(project));
  } catch {
    return true; // storage unreadable: let supabase-js decide
  }
  return stored !== null || /(access_token|refresh_token|error_description)=/.test(location.hash) || /[?&](code|error_description)=/.test(location.search);
}

/**
 * Runs `listener` with the client as soon as loadSupabase() has created it (at once if it already has).
 * Returns a function that cancels a listener that has not run yet.
 */
export function whenSupabaseConfigured(listener: ConfiguredListener): () => void {
  if (current) {
    listener(current);
    return () => {};
  }
  const once: ConfiguredListener = (client) => {
    listeners.delete(once);
    listener(client);
  };
  listeners.add(once);
  return () => listeners.delete(once);
}
