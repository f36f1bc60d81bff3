import { loadSupabase } from './client';
import type { RpcArgs, RpcName } from './rpc';
import { postRpc } from './rpc-request';

/**
 * Calls a SQL function as callRpc does (the page's session, else anon) but hands back the answer's bytes
 * unparsed, as a stream: supabase-js would parse a large answer on the main thread in one go, and get_poll_results for
 * 100,000 ballots is megabytes of JSON. The bytes go to the counting worker (@runoff/results-count).
 */
export async function callRpcBody<F extends RpcName>(fn: F, args: RpcArgs<F>): Promise<ArrayBuffer | ReadableStream<Uint8Array>> {
  const { data } = await (await loadSupabase()).auth.getSession();
  const response = await postRpc(fn, args, data.session?.access_token);
  // The stream, where there is one: its pieces go to the counting worker as they arrive.
  return response.body ?? response.arrayBuffer();
}
