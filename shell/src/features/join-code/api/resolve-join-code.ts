import { parseResolvedJoinCode, type ResolvedJoinCode } from '@runoff/shared/domain';
import { loadSupabase } from '@runoff/shared/supabase';

/**
 * resolve_join_code: the open poll a code belongs to. The caller needs a session (the join page signs
 * visitors in anonymously anyway); the database limits wrong guesses per user.
 */
export async function resolveJoinCode(code: string): Promise<ResolvedJoinCode> {
  const { data, error } = await (await loadSupabase()).rpc('resolve_join_code', { code });
  if (error) throw error;
  return parseResolvedJoinCode(data);
}
