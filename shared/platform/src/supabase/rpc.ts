import type { Database } from './database.types';
import { loadSupabase } from './client';

type SqlFunctions = Database['public']['Functions'];

/** A SQL function of the public schema that the Data API serves (supabase/migrations). */
export type RpcName = keyof SqlFunctions;
/** Its arguments, as generated from the function's signature. */
export type RpcArgs<F extends RpcName> = SqlFunctions[F]['Args'];
/** Its result, as generated from the function's signature (jsonb arrives as Json: parse it before use). */
export type RpcResult<F extends RpcName> = SqlFunctions[F]['Returns'];

/**
 * Calls one SQL function through PostgREST with the page's client. Arguments and result are the generated
 * ones, so a renamed argument or function fails typecheck at every caller. Errors are rethrown as they come
 * (PostgREST's `{message, details, hint, code}`), so errorMessage() shows the function's own words,
 * e.g. "Poll not found".
 */
export async function callRpc<F extends RpcName>(fn: F, args: RpcArgs<F>): Promise<RpcResult<F>> {
  const { data, error } = await (await loadSupabase()).rpc(fn, args);
  if (error) throw error;
  return data as RpcResult<F>;
}
