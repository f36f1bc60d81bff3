import { getSupabaseSettings, loadSupabase } from './client';
import type { RpcArgs, RpcName } from './rpc';

/** A refusal of the Data API, shaped as PostgREST's error (`{message, details, hint, code}`), as callRpc throws it. */
export class RpcRequestError extends Error {
  override name = 'RpcRequestError';
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly details?: string,
    readonly hint?: string,
  ) {
    super(message);
  }
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * Calls a SQL function as callRpc does (the page's session, else anon) but hands back the answer's bytes
 * unparsed, as a stream: supabase-js would parse a large answer on the main thread in one go, and get_poll_results for
 * 100,000 ballots is megabytes of JSON. The bytes go to the counting worker (@runoff/shared/results-count).
 */
export async function callRpcBody<F extends RpcName>(fn: F, args: RpcArgs<F>): Promise<ArrayBuffer | ReadableStream<Uint8Array>> {
  const { url, anonKey } = getSupabaseSettings();
  const { data } = await (await loadSupabase()).auth.getSession();
  const response = await fetch(`${url.replace(/\/+$/, '')}/rest/v1/rpc/${fn}`, {
    method: 'POST',
    headers: {
      apikey: anonKey,
      authorization: `Bearer ${data.session?.access_token ?? anonKey}`,
      'content-type': 'application/json',
      accept: 'application/json',
    },
    body: JSON.stringify(args),
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    const message = text(record.message) ?? `The server answered HTTP ${response.status}`;
    throw new RpcRequestError(message, response.status, text(record.code), text(record.details), text(record.hint));
  }
  // The stream, where there is one: its pieces go to the counting worker as they arrive.
  return response.body ?? response.arrayBuffer();
}
