import { getSupabase } from '@runoff/shared/supabase';

/**
 * The SQL functions this remote calls and their arguments (supabase/migrations/*_poll_functions.sql and
 * *_participation_functions.sql). Every result is checked by a parser before use.
 */
export interface LobbyFunctionArgs {
  get_poll: { poll_id: string };
  get_join_code: { poll_id: string };
  join_poll: { poll_id: string; name: string | null };
  get_participants: { poll_id: string };
  get_participant_status: { poll_id: string; participant_id: string | null };
  update_poll_status: { poll_id: string; status: 'voting' | 'completed' };
  submit_vote: { poll_id: string; ranking: string[]; participant_id: string | null };
}

/**
 * Calls one SQL function through PostgREST. Errors are rethrown as they come (`{message, details, hint, code}`),
 * so errorMessage() shows the SQL function's own words, e.g. "This poll is no longer active".
 */
export async function callLobbyFunction<F extends keyof LobbyFunctionArgs>(fn: F, args: LobbyFunctionArgs[F]): Promise<unknown> {
  const { data, error } = await getSupabase().rpc(fn, args);
  if (error) throw error;
  return data as unknown;
}
