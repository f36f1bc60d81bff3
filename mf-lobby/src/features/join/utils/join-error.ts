import { toFailure, type Failure } from '@runoff/platform/i18n';

/** What the join page shows for a failed join (product §8), by the failure's id. */
export interface JoinFailure {
  /** The spec's message for it: "Failed to join poll: {message}", or one of its own for these failures. */
  id: 'join.permissionDenied' | 'join.notFound' | 'join.inactive' | 'join.failed';
  /** Why the join failed, worded into the message's `{message}` (or on the Your Name field). */
  failure: Failure;
  /** Set for an inactive poll: the page goes to the poll's results after REDIRECT_AFTER_INACTIVE_MS. */
  redirectToResults: boolean;
  /** Set for an accounts-only poll: the page offers a Sign in link that comes back here. */
  signIn?: true;
  /**
   * Set when the database refused the name itself (invisible, stacked marks, a label Runoff shows, too
   * long): shown on the Your Name field, which is what has to change.
   */
  nameProblem?: true;
}

/** Product §9: redirect after an inactive-poll join error. */
export const REDIRECT_AFTER_INACTIVE_MS = 3000;

function isNameProblem({ id, values }: Failure): boolean {
  return id.startsWith('name.') || (id.startsWith('text.') && values.field === 'name');
}

export function joinFailure(error: unknown): JoinFailure {
  const failure = toFailure(error);
  const shown = (id: JoinFailure['id'], more: Partial<JoinFailure> = {}): JoinFailure => ({ id, failure, redirectToResults: false, ...more });
  if (failure.id === 'database.permission_denied') return shown('join.permissionDenied');
  if (failure.id === 'poll.not_found') return shown('join.notFound');
  // The database's words for a full poll or a removed participant are shown as they are; accounts only gets a way forward.
  if (failure.id === 'join.account_required') return shown('join.failed', { signIn: true });
  if (isNameProblem(failure)) return shown('join.failed', { nameProblem: true });
  if (failure.id === 'join.poll_inactive') return shown('join.inactive', { redirectToResults: true });
  return shown('join.failed');
}
