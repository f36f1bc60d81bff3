import { isLostAnswer, toFailure } from '@runoff/platform/i18n';

/** submit_vote's refusal of a second ballot (docs/database-api.md, "Error ids"). */
const ALREADY_VOTED = 'vote.already_voted';

/** Waits before each retry of a submit whose answer was lost (ms): about 15 s in all. */
export const RETRY_DELAYS_MS: readonly number[] = [500, 1500, 3000, 5000, 5000];

/**
 * 'submitted': the server accepted this ballot. 'recovered': an earlier attempt's answer was lost and a
 * retry was told "You have already voted in this poll": the lost attempt was counted (once: the database
 * keeps one ballot per participant) — confirmed by get_participant_status. 'already': voted before
 * this page tried at all.
 */
export type SubmitOutcome = 'submitted' | 'recovered' | 'already';

export interface SubmitDeps {
  submit: () => Promise<void>;
  /** get_participant_status: true when the server holds this participant's ballot; null when unknown. */
  hasVoted: () => Promise<boolean | null>;
  wait: (ms: number) => Promise<void>;
  /** Set when an earlier press of Submit lost its answer (kept by the caller across presses). */
  answerLostBefore: boolean;
  /** Called each time an answer is lost, before the retry. */
  onLost?: (attempt: number) => void;
}

/**
 * Sends a ballot, retrying only when the answer was lost. Safe because submit_vote is idempotent in effect:
 * a second ballot for the same participant is refused, never counted. Rejects with the last failure when
 * every retry lost its answer too, or with the server's refusal.
 */
export async function submitWithRetry(deps: SubmitDeps): Promise<SubmitOutcome> {
  let lost = deps.answerLostBefore;
  for (let attempt = 0; ; attempt += 1) {
    try {
      await deps.submit();
      return 'submitted';
    } catch (failure) {
      if (toFailure(failure).id === ALREADY_VOTED) {
        if (!lost) return 'already';
        // The lost attempt was carried out. Ask the server to be sure before telling the voter.
        const confirmed = await deps.hasVoted().catch(() => null);
        if (confirmed === false) throw failure;
        return 'recovered';
      }
      const delay = RETRY_DELAYS_MS[attempt];
      if (!isLostAnswer(failure) || delay === undefined) throw failure;
      lost = true;
      deps.onLost?.(attempt + 1);
      await deps.wait(delay);
    }
  }
}
