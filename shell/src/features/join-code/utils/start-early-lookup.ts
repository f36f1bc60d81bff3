import { startLookupWithoutSession } from '../api/resolve-join-code';
import { checkTypedCode } from './typed-code';

/**
 * The lookup of /j/{code}'s code, started as the page starts (before React renders it), for a visitor
 * without a session; JoinCodePage's lookup takes its answer. Answers whether the code was well formed.
 */
export function startEarlyLookup(typed: string, signedOut: boolean): boolean {
  const checked = checkTypedCode(typed);
  if ('error' in checked) return false;
  if (signedOut) startLookupWithoutSession(checked.code);
  return true;
}
