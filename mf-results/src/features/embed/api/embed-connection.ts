import { Socket } from '@supabase/phoenix';
import type { SupabaseSettings } from '@runoff/platform/supabase';

/** The Supabase project embedded results read from, with its public anon key. */
export interface EmbedConnection {
  supabaseUrl: string;
  anonKey: string;
}

function base(connection: EmbedConnection): string {
  return connection.supabaseUrl.replace(/\/+$/, '');
}

/**
 * The project as callRpc names another one than the page's: the embed calls it as anon, with plain fetch
 * (the embed never signs in, so supabase-js would only weigh on the page, docs/performance.md).
 */
export function projectOf(connection: EmbedConnection): SupabaseSettings {
  return { url: connection.supabaseUrl, anonKey: connection.anonKey };
}

// One socket per project for every embed on the page (a page may show several polls).
const sockets = new Map<string, Socket>();

/**
 * The page's Realtime socket to the project, as anon (public topics only). The Phoenix client itself
 * (what realtime-js wraps) with Realtime's JSON protocol 1.0.0: it reconnects with backoff, sends the
 * heartbeats and rejoins channels; realtime-js's extra weight (presence, postgres changes, binary frames,
 * auth) buys the embed nothing (docs/performance.md).
 */
export function realtimeFor(connection: EmbedConnection): Socket {
  const key = `${base(connection)}\n${connection.anonKey}`;
  let socket = sockets.get(key);
  if (!socket) {
    socket = new Socket(`${base(connection).replace(/^http/i, 'ws')}/realtime/v1`, {
      params: { apikey: connection.anonKey },
      vsn: '1.0.0',
      encode: (message, callback) => callback(JSON.stringify(message)),
      decode: (raw, callback) => callback(JSON.parse(typeof raw === 'string' ? raw : new TextDecoder().decode(raw))),
      heartbeatIntervalMs: 25_000,
    });
    socket.connect();
    sockets.set(key, socket);
  }
  return socket;
}
