import type { Poll } from '@runoff/domain';

/**
 * Whether people may still join: active and, when the host set a closing time, not past it. The same rule
 * join_poll applies on the server ("This poll is no longer active"); this only spares a pointless request.
 */
export function isPollOpen(poll: Pick<Poll, 'isActive' | 'expiresAt'>, now: Date = new Date()): boolean {
  if (!poll.isActive) return false;
  if (poll.expiresAt === null) return true;
  const closes = Date.parse(poll.expiresAt);
  // An unreadable date is treated as no closing time; the server still has the last word.
  return Number.isNaN(closes) || closes > now.getTime();
}
