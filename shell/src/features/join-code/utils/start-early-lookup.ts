import { startLookupWithoutSession } from '../api/resolve-join-code';
import { checkTypedCode } from './typed-code';

/** The page a code leads to: a session's room, or the poll's join page (also where a miss is told). */
export type CodeLeadsTo = 'session' | 'join';

/**
 * The lookup of /j/{code}'s code, started as the page starts (before React renders it), for a visitor
 * without a session; JoinCodePage's lookup takes its answer. Answers, once the lookup has, the page the code
 * leads to (a failed or rate-limited lookup: the join page, as most codes are polls'), or null when no lookup
 * started (a malformed code, a visitor with a session: the page asks with it).
 */
export function startEarlyLookup(typed: string, signedOut: boolean): Promise<CodeLeadsTo> | null {
  const checked = checkTypedCode(typed);
  if ('error' in checked || !signedOut) return null;
  return startLookupWithoutSession(checked.code).then(
    (answer) => (answer !== null && 'sessionId' in answer ? 'session' : 'join'),
    () => 'join',
  );
}
