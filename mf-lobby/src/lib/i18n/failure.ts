import { toFailure, useNoticeText, type FailureNotice } from '@runoff/platform/i18n';
import { useText } from './text';

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
  | 'failure.fullscreenUnsupported'
  | 'failure.listVoted'
  | 'failure.notOnList';

/**
 * An alert as hooks keep it: what failed and why (the platform's Failure, by id), put into words when
 * shown, so a language switch rewords an alert already on screen.
 */
export type Notice = FailureNotice<FailureId>;

export function notice(id: FailureId, error?: unknown): Notice {
  return error === undefined ? { id } : { id, failure: toFailure(error) };
}

/** `const say = useNotice()`, then `say(notice)`: "Failed to submit vote: {message}" in the reader's language. */
export function useNotice(): (shown: Notice) => string {
  const { t } = useText();
  return useNoticeText(t);
}
