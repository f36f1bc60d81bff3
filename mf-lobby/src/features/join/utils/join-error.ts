import { toFailure, type Failure } from '@runoff/platform/i18n';

/** The list poll's refusals (issue 27) that have a message of their own, by the failure's id. */
const LIST_REFUSALS = {
  'voting_code.unknown': 'join.codeUnknown',
  'voting_code.used': 'join.codeUsed',
  'voting_code.revoked': 'join.codeRevoked',
  'voting_code.malformed': 'join.codeMalformed',
  'voting_code.too_many_misses': 'join.codeTooManyMisses',
  'voting_code.already_holding': 'join.codeHeld',
} as const;

type ListRefusalId = (typeof LIST_REFUSALS)[keyof typeof LIST_REFUSALS];

/** What the join page shows for a failed join (product §8), by the failure's id. */
export interface JoinFailure {
  /** The spec's message for it: "Failed to join poll: {message}", or one of its own for these failures. */
  id: 'join.permissionDenied' | 'join.notFound' | 'join.inactive' | 'join.failed' | 'join.notOnList' | 'join.accountNotOnList' | ListRefusalId;
  /** Why the join failed, worded into the message's `{message}` (or on the Your Name field). */
  failure: Failure;
  /** The message's own values (the minutes to wait, a code's length, the signed-in address). */
  values?: Readonly<Record<string, string | number>>;
  /** Set for an inactive poll: the page goes to the poll's results after REDIRECT_AFTER_INACTIVE_MS. */
  redirectToResults: boolean;
  /** Set for an accounts-only poll: the page offers a Sign in link that comes back here. */
  signIn?: true;
  /**
   * Set when the database refused the name itself (invisible, stacked marks, a label Runoff shows, too
   * long): shown on the Your Name field, which is what has to change.
   */
  nameProblem?: true;
  /** Set when the voting code is what has to change: the page asks for the code again. */
  codeProblem?: true;
  /** Set when the visitor is not on a list poll's list: the page asks for a code and offers sign-in with a mailed code. */
  notOnList?: true;
}

/** Product §9: redirect after an inactive-poll join error. */
export const REDIRECT_AFTER_INACTIVE_MS = 3000;

function isNameProblem({ id, values }: Failure): boolean {
  return id.startsWith('name.') || (id.startsWith('text.') && values.field === 'name');
}

/** A number the failure holds, else the fallback (the database sends both values it words these with). */
function count(failure: Failure, key: string, fallback: number): number {
  const value = failure.values[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

/** `signedInAs`: the signed-in account's address, for a refusal of an account that is not on the list. */
export function joinFailure(error: unknown, signedInAs: string | null = null): JoinFailure {
  const failure = toFailure(error);
  const shown = (id: JoinFailure['id'], more: Partial<JoinFailure> = {}): JoinFailure => ({ id, failure, redirectToResults: false, ...more });
  if (failure.id === 'database.permission_denied') return shown('join.permissionDenied');
  if (failure.id === 'poll.not_found') return shown('join.notFound');
  // The database's words for a full poll or a removed participant are shown as they are; accounts only gets a way forward.
  if (failure.id === 'join.account_required') return shown('join.failed', { signIn: true });
  if (failure.id === 'join.not_on_list') {
    if (signedInAs === null) return shown('join.notOnList', { notOnList: true });
    // The address kept whole and left to right inside an Arabic sentence (Unicode first-strong isolate).
    return shown('join.accountNotOnList', { notOnList: true, values: { email: `\u2068${signedInAs}\u2069` } });
  }
  if (Object.hasOwn(LIST_REFUSALS, failure.id)) {
    const id = LIST_REFUSALS[failure.id as keyof typeof LIST_REFUSALS];
    const values = { minutes: count(failure, 'minutes', 10), length: count(failure, 'length', 12) };
    return shown(id, { codeProblem: true, notOnList: true, values });
  }
  if (isNameProblem(failure)) return shown('join.failed', { nameProblem: true });
  if (failure.id === 'join.poll_inactive') return shown('join.inactive', { redirectToResults: true });
  return shown('join.failed');
}
