import { useCallback } from 'react';
import { useText } from './text';
import { useServerText } from './server-text';

/** The spec's "{prefix}: {message}" alerts, by what failed. */
export type FailureId =
  | 'failure.loadPoll'
  | 'failure.listen'
  | 'failure.remove'
  | 'failure.startVoting'
  | 'failure.endVoting'
  | 'failure.submitVote'
  | 'failure.loadResults'
  | 'failure.fullscreen'
  | 'failure.fullscreenUnsupported';

/**
 * A failure as hooks keep it: what failed and the error, put into words when shown (so a language switch
 * rewords an alert already on screen, and the server's English is matched, never shown translated twice).
 */
export interface Failure {
  id: FailureId;
  error?: unknown;
}

export function failure(id: FailureId, error?: unknown): Failure {
  return { id, error };
}

/** `const say = useFailureText()`, then `say(failure)`: "Failed to submit vote: {message}" in the reader's language. */
export function useFailureText(): (failure: Failure) => string {
  const { t } = useText();
  const describe = useServerText();
  return useCallback((shown: Failure) => t(shown.id, { message: shown.error === undefined ? '' : describe(shown.error) }), [t, describe]);
}
