import { createClient } from '@supabase/supabase-js';
import type { RunoffSupabaseClient } from '@runoff/platform/supabase';

/**
 * An in-memory stand-in for the GoTrue HTTP API (and the one PostgREST function the auth store calls,
 * update_profile), plugged into a real supabase-js client through its `global.fetch` option: the client's
 * own session handling, events and error classes run unchanged. Covers the endpoints the auth store
 * calls; anything else answers 404 so a new call is noticed.
 */
interface FakeUser {
  id: string;
  email: string | null;
  password: string | null;
  user_metadata: Record<string, unknown>;
  is_anonymous: boolean;
  created_at: string;
  last_sign_in_at: string | null;
}

export interface FakeSupabase {
  fetch: typeof fetch;
  users: Map<string, FakeUser>;
  /** public.profiles.username by user id, as update_profile leaves it. */
  profileNames: Map<string, string>;
  /** Requests seen, as "METHOD /path" plus the parsed JSON body. */
  requests: { route: string; query: URLSearchParams; body: unknown }[];
  /** When set, every request fails the way a browser fetch does with no network. */
  offline: boolean;
  addUser(email: string, password: string, metadata?: Record<string, unknown>): FakeUser;
  /** Forgets a user, as when the local stack is reset while a browser still holds the session. */
  deleteUser(id: string): void;
  /** A session for `user`, shaped like GoTrue's token response. */
  sessionFor(user: FakeUser): Record<string, unknown>;
}

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

function json(status: number, body: unknown): Response {
  return new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
  });
}

export function createFakeSupabase(): FakeSupabase {
  const users = new Map<string, FakeUser>();
  const tokens = new Map<string, string>(); // access token → user id
  const refreshTokens = new Map<string, string>(); // refresh token → user id
  let serial = 0;

  const publicUser = (u: FakeUser) => ({
    id: u.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: u.email ?? '',
    app_metadata: { provider: u.is_anonymous ? 'anonymous' : 'email' },
    user_metadata: u.user_metadata,
    identities: [],
    created_at: u.created_at,
    updated_at: u.created_at,
    last_sign_in_at: u.last_sign_in_at,
    is_anonymous: u.is_anonymous,
  });

  const fake: FakeSupabase = {
    users,
    profileNames: new Map(),
    requests: [],
    offline: false,
    addUser(email, password, metadata = {}) {
      serial += 1;
      const user: FakeUser = {
        id: `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
        email,
        password,
        user_metadata: metadata,
        is_anonymous: false,
        created_at: '2024-05-01T10:00:00.000Z',
        last_sign_in_at: null,
      };
      users.set(user.id, user);
      return user;
    },
    deleteUser(id) {
      users.delete(id);
    },
    sessionFor(user) {
      serial += 1;
      const now = Math.floor(Date.now() / 1000);
      user.last_sign_in_at = new Date(now * 1000).toISOString();
      const accessToken = [
        base64url({ alg: 'HS256', typ: 'JWT' }),
        base64url({ sub: user.id, aud: 'authenticated', role: 'authenticated', exp: now + 3600, iat: now, session_id: `s${serial}`, is_anonymous: user.is_anonymous }),
        'signature',
      ].join('.');
      const refreshToken = `refresh-${serial}`;
      tokens.set(accessToken, user.id);
      refreshTokens.set(refreshToken, user.id);
      return {
        access_token: accessToken,
        token_type: 'bearer',
        expires_in: 3600,
        expires_at: now + 3600,
        refresh_token: refreshToken,
        user: publicUser(user),
      };
    },
    fetch: async (input, init) => {
      if (fake.offline) throw new TypeError('Failed to fetch');
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      const method = init?.method ?? 'GET';
      const path = url.pathname.replace(/^\/auth\/v1/, '');
      const body: Record<string, unknown> = init?.body ? JSON.parse(String(init.body)) : {};
      fake.requests.push({ route: `${method} ${path}`, query: url.searchParams, body });
      const headers = new Headers(init?.headers);
      const bearer = headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
      const caller = users.get(tokens.get(bearer) ?? '');

      if (method === 'POST' && path === '/rest/v1/rpc/update_profile') {
        // The SQL function's checks and messages (supabase/migrations/*_profile_functions.sql).
        if (!caller) return json(401, { code: '42501', message: 'Sign in first', details: null, hint: null });
        const username = String(body.username ?? '').trim();
        if (username === '') return json(400, { code: '22023', message: 'Username cannot be empty', details: null, hint: null });
        if (username.length > 50) {
          return json(400, { code: '22023', message: 'Username must be 50 characters or less', details: null, hint: null });
        }
        fake.profileNames.set(caller.id, username);
        return json(200, { id: caller.id, email: caller.email, username });
      }
      if (method === 'POST' && path === '/token' && url.searchParams.get('grant_type') === 'password') {
        const user = [...users.values()].find((u) => u.email === body.email && u.password === body.password);
        if (!user) return json(400, { code: 'invalid_credentials', message: 'Invalid login credentials' });
        return json(200, fake.sessionFor(user));
      }
      if (method === 'POST' && path === '/token' && url.searchParams.get('grant_type') === 'refresh_token') {
        const user = users.get(refreshTokens.get(String(body.refresh_token)) ?? '');
        if (!user) return json(400, { code: 'refresh_token_not_found', message: 'Invalid Refresh Token: Refresh Token Not Found' });
        return json(200, fake.sessionFor(user));
      }
      if (method === 'POST' && path === '/signup') {
        if (typeof body.email !== 'string') {
          serial += 1;
          const anonymous: FakeUser = {
            id: `00000000-0000-4000-9000-${String(serial).padStart(12, '0')}`,
            email: null,
            password: null,
            user_metadata: {},
            is_anonymous: true,
            created_at: '2024-05-01T10:00:00.000Z',
            last_sign_in_at: null,
          };
          users.set(anonymous.id, anonymous);
          return json(200, fake.sessionFor(anonymous));
        }
        if ([...users.values()].some((u) => u.email === body.email)) {
          return json(422, { code: 'user_already_exists', message: 'User already registered' });
        }
        const data = (body.data ?? {}) as Record<string, unknown>;
        return json(200, fake.sessionFor(fake.addUser(body.email, String(body.password), data)));
      }
      if (path === '/user') {
        if (!caller) return json(403, { code: 'user_not_found', message: 'User from sub claim in JWT does not exist' });
        if (method === 'PUT') {
          if (typeof body.password === 'string') {
            if (body.password.length < 6) {
              return json(422, { code: 'weak_password', message: 'Password should be at least 6 characters.', weak_password: { reasons: ['length'] } });
            }
            caller.password = body.password;
          }
          if (body.data) caller.user_metadata = { ...caller.user_metadata, ...(body.data as object) };
        }
        return json(200, publicUser(caller));
      }
      if (method === 'POST' && path === '/logout') {
        tokens.delete(bearer);
        return json(204, null);
      }
      if (method === 'POST' && path === '/recover') {
        if (typeof body.email !== 'string' || !body.email.includes('@')) {
          return json(400, { code: 'validation_failed', message: 'Unable to validate email address: invalid format' });
        }
        return json(200, {});
      }
      return json(404, { code: 'not_found', message: `No fake for ${method} ${path}` });
    },
  };
  return fake;
}

const storageKeys = new Map<Map<string, string>, string>();

/**
 * A real supabase-js client talking to `fake`. Its session lives in `memory`: pass the same map to a
 * second client to model a page reload that finds a stored session.
 */
/** The project a test client talks to (the fake answers whatever the URL). */
export const testProject = { url: 'http://fake.supabase.test', anonKey: 'anon-key' };

export function createTestClient(
  fake: FakeSupabase,
  memory = new Map<string, string>(),
  detectSessionInUrl = false,
): RunoffSupabaseClient {
  if (!storageKeys.has(memory)) storageKeys.set(memory, `sb-test-${storageKeys.size + 1}`);
  return createClient(testProject.url, testProject.anonKey, {
    global: { fetch: fake.fetch },
    auth: {
      autoRefreshToken: false,
      persistSession: true,
      detectSessionInUrl,
      // A key per storage: auth-js warns when two clients share one in a page.
      storageKey: storageKeys.get(memory),
      storage: {
        getItem: (key) => memory.get(key) ?? null,
        setItem: (key, value) => void memory.set(key, value),
        removeItem: (key) => void memory.delete(key),
      },
    },
  });
}
