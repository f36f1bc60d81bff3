import { normalizeJoinCode } from '@runoff/domain';

/** A printed voting code (issue 27): 12 characters of the join codes' alphabet (no 0, O, 1 or I). */
export const VOTING_CODE_LENGTH = 12;
const VOTING_CODE = /^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{12}$/;

/** As redeem_voting_code reads it: spaces and dashes dropped, in capitals. */
export const normalizeVotingCode = normalizeJoinCode;

/** Whether a typed code can be a voting code at all (saves a request, and a counted miss, for a typo). */
export function isVotingCode(typed: string): boolean {
  return VOTING_CODE.test(normalizeVotingCode(typed));
}

/** The code as the card prints it, in groups of four: ABCD-EFGH-JKLM. */
export function formatVotingCode(typed: string): string {
  const clean = normalizeVotingCode(typed);
  return clean.match(/.{1,4}/g)?.join('-') ?? '';
}
