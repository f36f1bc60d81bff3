import { isJoinCode, normalizeJoinCode } from '@runoff/domain';

/** The server's own words for a code that cannot be one (resolve_join_code, 22023). */
export const MALFORMED_CODE = 'A join code has 6 letters and digits';

/** Room for a code typed with a dash or spaces ("ABC-234"); anything longer is not a code. */
export const TYPED_CODE_MAX_LENGTH = 9;

/** What a person typed, tidied; an obvious typo is answered here without asking the server. */
export function checkTypedCode(typed: string): { code: string } | { error: string } {
  const code = normalizeJoinCode(typed);
  return isJoinCode(code) ? { code } : { error: MALFORMED_CODE };
}

/** The join page a resolved code leads to. */
export function joinPagePath(pollId: string): string {
  return `/polls/${encodeURIComponent(pollId)}/vote`;
}
