import { Socket } from '@supabase/phoenix';

/** The Supabase project embedded results read from, with its public anon key. */
export interface EmbedConnection {
  supabaseUrl: string;
  anonKey: string;
}

/** A refusal or failure of the Data API; `code` is PostgreSQL's or PostgREST's (PT404 = "Poll not found"). */
export class EmbedRequestError extends Error {
  override name = 'EmbedRequestError';
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
  }
}

function base(connection: EmbedConnection): string {
  return connection.supabaseUrl.replace(/\/+$/, '');
}

async function post(connection: EmbedConnection, name: string, args: Record<string, unknown>): Promise<Response> {
  const response = await fetch(`${base(connection)}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: {
      apikey: connection.anonKey,
      authorization: `Bearer ${connection.anonKey}`,
      'content-type': 'application/json',
      accept: 'application/json',
    },
    body: JSON.stringify(args),
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    const message = typeof record.message === 'string' ? record.message : `The server answered HTTP ${response.status}`;
    throw new EmbedRequestError(message, response.status, typeof record.code === 'string' ? record.code : undefined);
  }
  return response;
}

/**
 * Calls a SQL function as the anon role. Plain fetch rather than supabase-js: the embed never signs in,
 * so auth, storage and functions clients would only weigh on the page (docs/performance.md).
 */
export async function callFunction(connection: EmbedConnection, name: string, args: Record<string, unknown>): Promise<unknown> {
  return (await post(connection, name, args)).json().catch(() => null);
}

/**
 * The same, with the answer's bytes unparsed, as a stream: large answers (get_poll_results) go piece by
 * piece to the counting worker.
 */
export async function callFunctionBody(connection: EmbedConnection, name: string, args: Record<string, unknown>): Promise<ArrayBuffer | ReadableStream<Uint8Array>> {
  const response = await post(connection, name, args);
  return response.body ?? response.arrayBuffer();
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
