import { identityStorage } from '@runoff/platform/auth';

/**
 * Which participant the session's user is in a poll (product §3: participant_{pollId}), kept for that user
 * only (identityStorage: keyed by the user, forgotten when the session ends). Without a session, nothing.
 */
function key(pollId: string): string {
  return `participant_${pollId}`;
}

export function readStoredParticipantId(uid: string | null, pollId: string): string | null {
  return uid ? identityStorage(uid).read(key(pollId)) : null;
}

/** Remembering is a convenience: join_poll returns the same participant for the same user anyway. */
export function storeParticipantId(uid: string, pollId: string, participantId: string): void {
  identityStorage(uid).write(key(pollId), participantId);
}

export function forgetParticipantId(uid: string | null, pollId: string): void {
  if (uid) identityStorage(uid).remove(key(pollId));
}

/**
 * That the session's user holds a voting code of a list poll (issue 27), so that a reload between the code
 * and the name (a phone that dropped the tab) does not ask for a code the address bar no longer has.
 * A convenience only: join_poll decides whether the identity is on the list.
 */
export function readHoldsVotingCode(uid: string | null, pollId: string): boolean {
  return uid ? identityStorage(uid).read(`voting_code_${pollId}`) === 'held' : false;
}

export function storeHoldsVotingCode(uid: string, pollId: string): void {
  identityStorage(uid).write(`voting_code_${pollId}`, 'held');
}
