import type { Poll, PollStatus } from '@runoff/domain';
import type { MessageId } from '../i18n';

export type PollActivity = 'Active' | 'Closed';

/** Active or Closed as the poll list and the detail header show it: the poll's isActive flag. */
export function activityOf(poll: Pick<Poll, 'isActive'>): PollActivity {
  return poll.isActive ? 'Active' : 'Closed';
}

/**
 * Active or Closed for a participated poll on the dashboard, decided by expiresAt as the spec says: a poll
 * whose expiresAt has passed is Closed. A poll without a (parseable) expiresAt has no end date, so isActive
 * decides; and a poll the host has closed (isActive false) never reads Active, whatever its expiresAt.
 */
export function participationActivityOf(poll: Pick<Poll, 'isActive' | 'expiresAt'>, now: Date = new Date()): PollActivity {
  if (!poll.isActive) return 'Closed';
  const expires = poll.expiresAt ? new Date(poll.expiresAt) : null;
  if (!expires || Number.isNaN(expires.getTime())) return 'Active';
  return expires.getTime() > now.getTime() ? 'Active' : 'Closed';
}

/** The words of each activity badge. */
export const ACTIVITY_TEXT: Record<PollActivity, MessageId> = {
  Active: 'poll.active',
  Closed: 'poll.closed',
};

/** The phase line of the poll detail header ("Waiting for participants"), by status. */
export const PHASE_TEXT: Record<PollStatus, MessageId> = {
  waiting: 'poll.phaseWaiting',
  voting: 'poll.phaseVoting',
  completed: 'poll.phaseCompleted',
};
