import { useCallback, useRef, useState } from 'react';
import { toFailure } from '@runoff/platform/i18n';
import { notice as failed, type Notice } from '../../../lib/i18n';
import { getParticipantStatus } from '../../../lib/api/get-participant-status';
import { submitVote } from '../api/submit-vote';
import { submitWithRetry, type SubmitOutcome } from '../utils/submit-with-retry';

/** Longest wait for the browser to come back online between two retries. */
const OFFLINE_WAIT_MS = 30_000;

/** Sleeps `ms`, then, while the browser says it is offline, until it is online again (bounded). */
function waitForRetry(ms: number): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(() => {
      if (navigator.onLine !== false) {
        resolve();
        return;
      }
      const done = () => {
        window.removeEventListener('online', done);
        clearTimeout(limit);
        resolve();
      };
      const limit = setTimeout(done, OFFLINE_WAIT_MS);
      window.addEventListener('online', done);
    }, ms);
  });
}

/** Another way in for a ballot: a session's question (issue 32) is voted on through its session. */
export interface BallotChannel {
  submit(ranking: string[]): Promise<void>;
  /** Whether the server holds this voter's ballot; null when unknown. */
  hasVoted(): Promise<boolean | null>;
}

/**
 * A refused ballot's alert: a list poll's refusals (issue 27) say why in words of their own, as they are
 * no fault of the page; any other failure is the spec's "Failed to submit vote: {message}".
 */
function submitNotice(error: unknown): Notice {
  const { id } = toFailure(error);
  if (id === 'vote.list_entry_voted') return failed('failure.listVoted');
  if (id === 'vote.not_on_list') return failed('failure.notOnList');
  return failed('failure.submitVote', error);
}

/**
 * Submit Vote with safe retries (issue 13): a lost answer is retried; "You have already voted in this poll"
 * after a lost answer means the ballot was counted, once. `retrying` is set while an answer is being
 * recovered, so the voter sees what is happening; `error` is the spec's "Failed to submit vote: {message}".
 */
export function useSubmitBallot(pollId: string, participantId: string | null, onDone: (outcome: SubmitOutcome, tracker: string | null) => void, channel?: BallotChannel) {
  const [submitting, setSubmitting] = useState(false);
  const [retrying, setRetrying] = useState(false);
  const [error, setError] = useState<Notice | null>(null);
  // Survives presses of Submit: the voter may give up waiting and press again after a lost answer.
  const answerLost = useRef(false);

  const submit = useCallback(
    async (ranking: string[]) => {
      setSubmitting(true);
      setError(null);
      // The tracker comes only with the answer that stored the ballot (a lost answer loses it: docs/decisions.md).
      let tracker: string | null = null;
      try {
        const outcome = await submitWithRetry({
          submit: async () => {
            // A session's question gives no tracker (its vote goes through the session's own call).
            if (channel) await channel.submit(ranking);
            else tracker = await submitVote(pollId, ranking, participantId);
          },
          hasVoted: () => (channel ? channel.hasVoted() : getParticipantStatus(pollId, participantId)),
          wait: waitForRetry,
          answerLostBefore: answerLost.current,
          onLost: () => {
            answerLost.current = true;
            setRetrying(true);
          },
        });
        onDone(outcome, tracker);
      } catch (failure) {
        console.error(failure);
        setError(submitNotice(failure));
      } finally {
        setSubmitting(false);
        setRetrying(false);
      }
    },
    [pollId, participantId, onDone, channel],
  );

  return { submit, submitting, retrying, error };
}
