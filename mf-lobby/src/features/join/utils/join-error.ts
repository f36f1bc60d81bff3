/** What the join page shows for a failed join (product §8, matched on the message's content). */
export interface JoinFailure {
  message: string;
  /** Set for an inactive poll: the page goes to the poll's results after REDIRECT_AFTER_INACTIVE_MS. */
  redirectToResults: boolean;
  /** Set for an accounts-only poll: the page offers a Sign in link that comes back here. */
  signIn?: true;
  /**
   * The database's words when it refused the name itself (invisible, stacked marks, a label Runoff shows:
   * "Name must …", "Name cannot be …"): shown on the Your Name field, which is what has to change.
   */
  nameProblem?: string;
}

/** Product §9: redirect after an inactive-poll join error. */
export const REDIRECT_AFTER_INACTIVE_MS = 3000;

/** The spec's words (product §8); join-failure-text.ts shows each in the reader's language. */
export const JOIN_FAILED_PREFIX = 'Failed to join poll: ';
export const PERMISSION_MESSAGE_START = `${JOIN_FAILED_PREFIX}Permission denied.`;
export const NOT_FOUND_MESSAGE = `${JOIN_FAILED_PREFIX}Poll not found or no longer available.`;
export const INACTIVE_MESSAGE = 'This poll is no longer active.';

const PERMISSION_REMARK =
  'The server refused this request under its access rules. Reload the page to sign in again, or ask the host for a new link.';

export function joinFailure(serverMessage: string): JoinFailure {
  const text = serverMessage.toLowerCase();
  if (text.includes('permission')) {
    return { message: `${PERMISSION_MESSAGE_START} ${PERMISSION_REMARK}`, redirectToResults: false };
  }
  if (text.includes('not found')) {
    return { message: NOT_FOUND_MESSAGE, redirectToResults: false };
  }
  // The database's words for a full poll ("This poll is full: it admits at most {n} participants") and a
  // removed participant are shown as they are (below); accounts only gets a way forward.
  if (text.includes('sign in with an account')) {
    return { message: `${JOIN_FAILED_PREFIX}${serverMessage}`, redirectToResults: false, signIn: true };
  }
  if (/^name (must|cannot)\b/i.test(serverMessage)) {
    return { message: `${JOIN_FAILED_PREFIX}${serverMessage}`, redirectToResults: false, nameProblem: serverMessage };
  }
  if (text.includes('no longer active')) {
    return { message: INACTIVE_MESSAGE, redirectToResults: true };
  }
  return { message: `${JOIN_FAILED_PREFIX}${serverMessage}`, redirectToResults: false };
}
