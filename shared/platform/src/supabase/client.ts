import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { authFailureId, failure, FailureError } from '../i18n/failure';
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
// An anonymous sign-in made before supabase-js loaded (signInAnonymously): the client waits for it.
let signingInEarly: Promise<unknown> | null = null;
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
 * holds none (the call goes as anon and supabase-js keeps waiting), the stored one's access token while it
 * is fresh (what supabase-js would send too), else the stored one through supabase-js, loading it.
 */
async function pageAccessToken(): Promise<string | undefined> {
  if (!current && settings) {
    if (!mayHoldSession(settings)) return undefined;
    const stored = freshStoredAccessToken(settings);
    if (stored !== undefined) return stored;
  }
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
  // After an early sign-in, so that auth-js starts from the session it stored.
  const early = signingInEarly?.catch(() => {});
  loading ??= Promise.all([import('@supabase/supabase-js'), early]).then(([{ createClient }]) => {
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

/** auth-js refreshes a session this long before it expires (3 ticks of 30 s); a token closer to it is not fresh. */
const REFRESH_MARGIN_MS = 90_000;

/** The stored session's access token when it is not near its expiry (auth-js's stored shape), else undefined. */
function freshStoredAccessToken(project: SupabaseSettings, now = Date.now()): string | undefined {
  let stored: unknown;
  try {
    stored = JSON.parse(localStorage.getItem(sessionStorageKey(project)) ?? 'null');
  } catch {
    return undefined;
  }
  if (typeof stored !== 'object' || stored === null) return undefined;
  const { access_token: token, expires_at: expiresAt } = stored as { access_token?: unknown; expires_at?: unknown };
  return typeof token === 'string' && typeof expiresAt === 'number' && expiresAt * 1000 - now > REFRESH_MARGIN_MS ? token : undefined;
}

function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const { access_token: token, refresh_token: refresh, expires_in: expiresIn, user } = value as Record<string, unknown>;
  return typeof token === 'string' && typeof refresh === 'string' && typeof expiresIn === 'number' && typeof user === 'object' && user !== null;
}

/**
 * A session without an account (a participant joining), before supabase-js has loaded: the same request
 * auth-js sends (POST /auth/v1/signup, issue 32), so a session's room shows its ballot without waiting for
 * supabase-js's 57 kB, which loads after, for the room's channel. The session is stored where and as auth-js
 * stores it, so the client takes it over (refresh, sign-out, realtime) when it loads (loadSupabase waits for
 * this sign-in), and callRpc sends its access token meanwhile. A refusal is a FailureError by the auth
 * service's error code, as auth-js's error is read; no answer at all is fetch's TypeError. Null once
 * supabase-js is loaded or loading (or nothing is configured): auth-js signs in then, the one way.
 */
export function signInAnonymouslyEarly(): Promise<Session> | null {
  if (!settings || current || loading) return null;
  const early = signUpAnonymously(settings);
  signingInEarly = early;
  return early;
}

async function signUpAnonymously(project: SupabaseSettings): Promise<Session> {
  const response = await fetch(`${project.url.replace(/\/+$/, '')}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: project.anonKey, authorization: `Bearer ${project.anonKey}`, 'content-type': 'application/json;charset=UTF-8' },
    body: JSON.stringify({ data: {}, gotrue_meta_security: {} }),
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    // A gateway with nothing behind it, as auth-js reads it (AuthRetryableFetchError).
    if ([502, 503, 504].includes(response.status)) throw new FailureError(failure('network.unreachable'));
    const { error_code: errorCode, code } = (typeof body === 'object' && body !== null ? body : {}) as { error_code?: unknown; code?: unknown };
    throw new FailureError(failure(authFailureId(typeof errorCode === 'string' ? errorCode : code)));
  }
  if (!isSession(body)) throw new FailureError(failure('auth.no_session'));
  const session: Session = { ...body, expires_at: body.expires_at ?? Math.round(Date.now() / 1000) + body.expires_in };
  localStorage.setItem(sessionStorageKey(project), JSON.stringify(session));
  return session;
}
