import { getSupabaseSettings } from './client';
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
 * POST /rest/v1/rpc/{fn} with plain fetch, as supabase-js sends it, with `token` as the bearer (a
 * session's access token, or the anon key for no session). Resolves with a successful response only.
 */
export async function postRpc<F extends RpcName>(fn: F, args: RpcArgs<F>, token?: string): Promise<Response> {
  const { url, anonKey } = getSupabaseSettings();
  const response = await fetch(`${url.replace(/\/+$/, '')}/rest/v1/rpc/${fn}`, {
    method: 'POST',
    headers: {
      apikey: anonKey,
      authorization: `Bearer ${token ?? anonKey}`,
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
  return response;
}

/**
 * Calls a SQL function granted to `anon` without a session and without loading supabase-js (about a
 * quarter of a page's JavaScript): for the first call of a page that must answer before that loads, such
 * as the join code's lookup on the page a QR code opens (issue 10).
 */
export async function callRpcWithoutSession<F extends RpcName>(fn: F, args: RpcArgs<F>): Promise<unknown> {
  return (await postRpc(fn, args)).json();
}
