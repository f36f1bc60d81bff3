import { callRpc } from '@runoff/platform/supabase';
import { failure, FailureError } from '@runoff/platform/i18n';
import { isRecord } from '@runoff/domain';

/** The refusals redeem_voting_code answers instead of raising (so that each miss is counted). */
const ANSWERED = new Set(['voting_code.unknown', 'voting_code.revoked', 'voting_code.used']);

/**
 * Gives the current session's identity the entry of a printed voting code, so that join_poll admits it
 * (docs/database-api.md). A refusal, answered or raised, is thrown with its id; an answer of another shape
 * is thrown as failure.unknown rather than read as a success.
 */
export async function redeemVotingCode(pollId: string, code: string): Promise<void> {
  const answer = await callRpc('redeem_voting_code', { poll_id: pollId, code });
  if (isRecord(answer) && answer.redeemed === true) return;
  const id = isRecord(answer) && typeof answer.id === 'string' && ANSWERED.has(answer.id) ? answer.id : 'failure.unknown';
  throw new FailureError(failure(id));
}
