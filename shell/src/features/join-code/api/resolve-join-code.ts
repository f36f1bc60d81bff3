import { parseResolvedJoinCode, type ResolvedJoinCode } from '@runoff/domain';
import { callRpc, RpcRequestError } from '@runoff/platform/supabase';
import { parseResolvedSession, type ResolvedSessionCode } from '../utils/resolved-session';

/** A code finds an open poll, a session (issue 32), or nothing. */
export type ResolvedCode = ResolvedJoinCode | ResolvedSessionCode;

/**
 * resolve_join_code, with the page's session when the browser holds one: the database holds the user to
 * its own count of wrong codes. A visitor without one asks as anon, before supabase-js has loaded: the page
 * a QR code opens finds its poll one sign-up sooner (issue 10).
 */
export async function resolveJoinCode(code: string): Promise<ResolvedCode> {
  const answer = await callRpc('resolve_join_code', { code });
  return parseResolvedSession(answer) ?? parseResolvedJoinCode(answer);
}

/**
 * The lookup of a visitor without a session. Callers without one share one budget of wrong codes; once it
 * is used up (429) this answers null and the caller signs in and asks again with resolveJoinCode.
 */
export async function resolveJoinCodeWithoutSession(code: string): Promise<ResolvedCode | null> {
  try {
    return await resolveJoinCode(code);
  } catch (error) {
    if (error instanceof RpcRequestError && error.status === 429) return null;
    throw error;
  }
}

const early = new Map<string, Promise<ResolvedCode | null>>();

/**
 * Starts the lookup of a well-formed code without a session before the page has rendered (the shell
 * does so on /j/{code}); the page's own lookup then takes this answer instead of asking again. Returned too:
 * the shell prefetches the page it leads to.
 */
export function startLookupWithoutSession(code: string): Promise<ResolvedCode | null> {
  const started = early.get(code);
  if (started) return started;
  const lookup = resolveJoinCodeWithoutSession(code);
  lookup.catch(() => {}); // the page's lookup takes it and shows the failure
  early.set(code, lookup);
  return lookup;
}

/** The lookup started early for this code, once; otherwise a new one. */
export function lookUpWithoutSession(code: string): Promise<ResolvedCode | null> {
  const started = early.get(code);
  early.delete(code);
  return started ?? resolveJoinCodeWithoutSession(code);
}
