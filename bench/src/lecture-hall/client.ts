import type { SupabaseClient, SupabaseClientOptions } from '@supabase/supabase-js';
// Its own entry: the bench runs in Node, where the rest of @runoff/platform/supabase (the page's client) has no DOM.
import { realtimeReconnectDelay } from '@runoff/platform/supabase/reconnect';
import WebSocket from 'ws';

/**
 * supabase-js as a browser holds it, with `ws` as the WebSocket (Node 20 has none built in) and the app's
 * jittered reconnect (shared/platform/src/supabase/reconnect.ts).
 */
export const clientOptions: SupabaseClientOptions<'public'> = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: {
    transport: WebSocket as unknown as NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport'],
    reconnectAfterMs: realtimeReconnectDelay,
  },
};

/** Epoch milliseconds with sub-millisecond precision, comparable between the bench's processes. */
export const now = () => performance.timeOrigin + performance.now();

export async function rpc<T>(client: SupabaseClient, fn: string, args: Record<string, unknown>): Promise<T> {
  const { data, error } = await client.rpc(fn, args);
  if (error) throw new Error(`${fn}: ${error.code} ${error.message}`);
  return data as T;
}

/**
 * Subscribes to one private topic as the lobby page does (mf-lobby use-lobby-channel.ts: the token set first,
 * every broadcast event) and resolves on SUBSCRIBED. A join that times out or errs is retried by realtime-js
 * itself (the lobby shows an error until then); this waits for that, up to a minute, and reports how many such
 * retries it took. The lobby's topics (issue 18, docs/database-api.md): poll:<id> (the room: status, deletion,
 * summaries), poll-host:<id> (the host: every join, vote and removal), user:<id> (one person's removal).
 */
export async function subscribeTopic(
  client: SupabaseClient,
  topic: string,
  on: (event: string, payload: Record<string, unknown>) => void,
  /** Every SUBSCRIBED, the first and each rejoin after the socket came back (epoch ms). */
  onSubscribed: (at: number) => void = () => {},
): Promise<{ retries: number }> {
  const { data } = await client.auth.getSession();
  await client.realtime.setAuth(data.session!.access_token);
  const channel = client.channel(topic, { config: { private: true } });
  channel.on('broadcast', { event: '*' }, ({ event, payload }) => on(event, (payload ?? {}) as Record<string, unknown>));
  let retries = 0;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${topic}: not subscribed within 60 s (${retries} join retries)`)), 60_000);
    channel.subscribe((status) => {
      if (status === 'SUBSCRIBED') {
        onSubscribed(now());
        clearTimeout(timer);
        resolve();
      } else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') retries += 1;
    });
  });
  return { retries };
}

/**
 * How long a lobby waits before reading the room again by itself (mf-lobby utils/reread-delay.ts): 20 s, longer
 * in large rooms so that a whole room re-reads about 10 times a second, at most 120 s, spread by ±25 %.
 */
export function rereadDelayMs(people: number): number {
  const base = Math.min(120_000, Math.max(20_000, (people / 10) * 1000));
  return Math.round(base * (0.75 + Math.random() / 2));
}

/** A full ranking in random order: every option exactly once. */
export function shuffled(n: number): string[] {
  const ids = Array.from({ length: n }, (_, i) => `option_${i + 1}`);
  for (let i = ids.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [ids[i], ids[j]] = [ids[j]!, ids[i]!];
  }
  return ids;
}

export async function waitFor(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
  return true;
}
