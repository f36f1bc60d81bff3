import type { Participant } from '../../../lib/utils/participant';

function joinedTime(participant: Participant): number {
  const time = participant.joinedAt ? Date.parse(participant.joinedAt) : Number.NaN;
  return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time;
}

/**
 * Sorts by the database's joining order (`joinOrder`), the same order its room summaries number by; by
 * joining time only for a participant sent without one. A stable sort: what stays equal keeps its arrival order.
 */
export function inJoiningOrder(participants: Participant[]): Participant[] {
  return participants.sort((a, b) =>
    a.joinOrder !== null && b.joinOrder !== null ? a.joinOrder - b.joinOrder : joinedTime(a) - joinedTime(b));
}
