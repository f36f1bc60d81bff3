import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import pg from 'pg';
import { inject } from 'vitest';
import WebSocket from 'ws';
import { DEDICATED_PORTS_OFFSET } from '../../src/stack/test-ports.js';

/** The running test stack, as provided by global-setup.ts. */
export const stack = inject('stack');

/**
 * The API port of a stack or gateway a test starts for itself, `offset` apart from the others, a thousand
 * above the test stack's own (below the ephemeral range, as test-ports.ts explains).
 */
export function dedicatedApiPort(offset: number): number {
  return Number(new URL(stack.url).port) + DEDICATED_PORTS_OFFSET + offset;
}

// Node 20 has no global WebSocket; realtime-js takes the `ws` implementation instead.
const options: SupabaseClientOptions<'public'> = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: WebSocket as unknown as NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport'] },
};

/** A supabase-js client as a browser would hold it, with its own in-memory session. */
export function anonClient(): SupabaseClient {
  return createClient(stack.url, stack.anonKey, options);
}

/** A supabase-js client with the service_role key (bypasses RLS, like a trusted server). */
export function serviceClient(): SupabaseClient {
  return createClient(stack.url, stack.serviceRoleKey, options);
}

/** A superuser connection for setting up fixtures the API must not be able to create. */
export function superuserPool(): pg.Pool {
  const pool = new pg.Pool({ connectionString: stack.databaseUrl, max: 2 });
  // Idle connections are cut when the test stack stops; that is expected, not a crash.
  pool.on('error', () => {});
  return pool;
}

/** A connection as another login role of the base (postgres, supabase_auth_admin, authenticator). */
export function rolePool(role: 'postgres' | 'supabase_auth_admin' | 'authenticator'): pg.Pool {
  const url = new URL(stack.databaseUrl);
  url.username = role;
  url.password = 'postgres';
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  pool.on('error', () => {});
  return pool;
}

let counter = 0;
/** A unique e-mail address per call, so tests never collide on one stack. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`;
}
