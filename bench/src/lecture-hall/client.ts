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
 * Subscribes to the lobby's private topics as the lobby page does (token set first, then each channel):
 * `poll:<id>` for everyone, `poll-host:<id>` for the host, `user:<id>` for a participant (docs/database-api.md,
 * "Realtime (lobby)"). Resolves when all are SUBSCRIBED. A join that times out or errs is retried by
 * realtime-js itself (the lobby shows an error until then); this waits for that, up to a minute, and reports
 * how many such retries it took.
 */
export async function subscribeLobby(
  client: SupabaseClient,
  topics: string[],
  on: (event: string, payload: Record<string, unknown>) => void,
  /** Every SUBSCRIBED of the first topic, the first and each rejoin after the socket came back (epoch ms). */
  onSubscribed: (at: number) => void = () => {},
): Promise<{ retries: number }> {
  const { data } = await client.auth.getSession();
  await client.realtime.setAuth(data.session!.access_token);
  let retries = 0;
  await Promise.all(
    topics.map((topic, index) => {
      const channel = client.channel(topic, { config: { private: true } });
      channel.on('broadcast', { event: '*' }, ({ event, payload }) => on(event, payload as Record<string, unknown>));
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${topic} not subscribed within 60 s (${retries} join retries)`)), 60_000);
        channel.subscribe((status) => {
          if (status === 'SUBSCRIBED') {
            if (index === 0) onSubscribed(now());
            clearTimeout(timer);
            resolve();
          } else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') retries += 1;
        });
      });
    }),
  );
  return { retries };
}

/**
 * The host page's part of the room's summaries (mf-lobby hooks/use-summary-flush.ts): after a join, vote or
 * removal heard on poll-host:<id>, flush_room_summary once 1 s passed without another, and again when the
 * database answers retryInMs. Returns heard() and the count of flush calls made.
 */
export function summaryFlusher(client: SupabaseClient, pollId: string) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let calls = 0;
  const run = async () => {
    timer = undefined;
    calls += 1;
    const { data } = await client.rpc('flush_room_summary', { poll_id: pollId });
    const retry = (data as { retryInMs?: number | null } | null)?.retryInMs;
    if (typeof retry === 'number' && timer === undefined) timer = setTimeout(() => void run(), retry);
  };
  return {
    heard() {
      clearTimeout(timer);
      timer = setTimeout(() => void run(), 1_000);
    },
    get calls() {
      return calls;
    },
    stop() {
      clearTimeout(timer);
    },
  };
}

/**
 * The participant page's own re-read of the room (mf-lobby utils/reread-delay.ts): get_room_summary every
 * 20 s, 1/10 s per person in larger rooms, at most 120 s, ± 25%. Returns stop().
 */
export function rereadRoom(client: SupabaseClient, pollId: string, people: () => number): () => void {
  let timer: ReturnType<typeof setTimeout>;
  const next = () => {
    const base = Math.min(120_000, Math.max(20_000, (people() / 10) * 1000));
    timer = setTimeout(() => {
      void client.rpc('get_room_summary', { poll_id: pollId }).then(next, next);
    }, base * (0.75 + Math.random() / 2));
    timer.unref();
  };
  next();
  return () => clearTimeout(timer);
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
