import type { Participant } from '../../../lib/participant';

function joinedTime(participant: Participant): number {
  const time = participant.joinedAt ? Date.parse(participant.joinedAt) : Number.NaN;
  return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time;
}

/** Adds a participant from a `participant_joined` event, keeping joining order; repeats are ignored. */
export function withParticipant(list: readonly Participant[], joined: Participant): Participant[] {
  if (list.some((p) => p.id === joined.id)) return [...list];
  // Stable sort: equal join times keep the order they arrived in.
  return [...list, joined].sort((a, b) => joinedTime(a) - joinedTime(b));
}

/** Marks a participant as voted; null when the participant is unknown here (the list must be refetched). */
export function withVoted(list: readonly Participant[], participantId: string): Participant[] | null {
  if (!list.some((p) => p.id === participantId)) return null;
  return list.map((p) => (p.id === participantId ? { ...p, hasVoted: true } : p));
}
