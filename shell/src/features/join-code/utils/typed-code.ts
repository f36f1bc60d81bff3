import { isJoinCode, normalizeJoinCode } from '@runoff/domain';
import { failure, type Failure } from '@runoff/platform/i18n';

/** The server's own failure for a code that cannot be one (resolve_join_code, 22023): answered here at once. */
export const MALFORMED_CODE: Failure = failure('join_code.malformed', { length: 6 });

/** Room for a code typed with a dash or spaces ("ABC-234"); anything longer is not a code. */
export const TYPED_CODE_MAX_LENGTH = 9;

/** What a person typed, tidied; an obvious typo is answered here without asking the server. */
export function checkTypedCode(typed: string): { code: string } | { error: Failure } {
  const code = normalizeJoinCode(typed);
  return isJoinCode(code) ? { code } : { error: MALFORMED_CODE };
}

/** The join page a resolved code leads to. */
export function joinPagePath(pollId: string): string {
  return `/polls/${encodeURIComponent(pollId)}/vote`;
}
