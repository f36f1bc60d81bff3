import { createHmac } from 'node:crypto';
import type pg from 'pg';

export interface RunningStack {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  databaseUrl: string;
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An access token as GoTrue signs it (HS256 with the project's secret); the bench skips the sign-in requests. */
export function accessToken(secret: string, sub: string, anonymous: boolean): string {
  const now = Math.floor(Date.now() / 1000);
  const body = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub, role: 'authenticated', aud: 'authenticated', is_anonymous: anonymous, iat: now, exp: now + 3 * 3600 })}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

/** A PostgREST RPC call as the pages make it (the user's token, the anon key). */
export function rpcOn(stack: RunningStack) {
  return async <T>(token: string, fn: string, args: Record<string, unknown>): Promise<T> => {
    const response = await fetch(`${stack.url}/rest/v1/rpc/${fn}`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(args),
    });
    if (!response.ok) throw new Error(`${fn}: ${response.status} ${await response.text()}`);
    const text = await response.text();
    return (text ? JSON.parse(text) : null) as T;
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const at = (start: number, offsetMs: number) => sleep(Math.max(0, start + offsetMs - Date.now()));

/** What the local Realtime counted (GET /realtime/v1/api/counters). */
export interface Counted {
  totals: { messages: number; frames: number };
  perSecond: Array<{ second: number; messages: number }>;
  sockets: Array<{ id: number; users: string[]; messages: number; frames: number; topics: Record<string, { messages: number }> }>;
}

export async function readCounters(stack: RunningStack, topic?: string): Promise<Counted> {
  const query = topic ? `?topic=${encodeURIComponent(topic)}` : '';
  const response = await fetch(`${stack.url}/realtime/v1/api/counters${query}`, { headers: { apikey: stack.anonKey, authorization: `Bearer ${stack.serviceRoleKey}` } });
  if (!response.ok) throw new Error(`counters: ${response.status} ${await response.text()}`);
  return (await response.json()) as Counted;
}

/** One host account and `size` anonymous participants, written straight into auth.users (no sign-up requests). */
export async function insertBenchUsers(db: pg.Pool, size: number): Promise<Array<{ id: string; host: boolean }>> {
  const { rows } = await db.query<{ id: string; host: boolean }>(
    `insert into auth.users (id, aud, role, is_anonymous, email, raw_user_meta_data)
     select gen_random_uuid(), 'authenticated', 'authenticated', n > 0,
            case when n = 0 then 'bench-host-' || gen_random_uuid() || '@example.com' end, '{"username": "Bench host"}'
       from generate_series(0, $1) as n order by n
     returning id, not is_anonymous as host`,
    [size],
  );
  return rows;
}
