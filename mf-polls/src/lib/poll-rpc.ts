import { getSupabase } from '@runoff/shared/supabase';

/**
 * The SQL functions this remote calls and their arguments (supabase/migrations/*_poll_functions.sql).
 * Typed here until shared/src/supabase/database.types.ts is generated; every result is checked by
 * parsePoll before use, so the loose `unknown` return never reaches a screen.
 */
export interface PollFunctionArgs {
  create_poll: { title: string; options: string[]; description: string; category: string };
  get_poll: { poll_id: string };
  get_join_code: { poll_id: string };
  delete_poll: { poll_id: string };
  get_my_polls: Record<string, never>;
  get_participated_polls: Record<string, never>;
}

/**
 * Calls one SQL function through PostgREST. Errors are rethrown as they come (PostgREST's
 * `{message, details, hint, code}`), so errorMessage() shows the SQL function's own words, e.g. "Poll not found".
 */
export async function callPollFunction<F extends keyof PollFunctionArgs>(fn: F, args: PollFunctionArgs[F]): Promise<unknown> {
  const { data, error } = await getSupabase().rpc(fn, args);
  if (error) throw error;
  return data as unknown;
}
