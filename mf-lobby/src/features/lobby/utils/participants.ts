import type { Participant } from '../../../lib/utils/participant';
import { inJoiningOrder } from './joining-order';

/** Adds a participant from a `participant_joined` event, keeping joining order; repeats are ignored. */
export function withParticipant(list: readonly Participant[], joined: Participant): Participant[] {
  if (list.some((p) => p.id === joined.id)) return [...list];
  return inJoiningOrder([...list, joined]);
}

/** Marks a participant as voted; null when the participant is unknown here (the list must be refetched). */
export function withVoted(list: readonly Participant[], participantId: string): Participant[] | null {
  if (!list.some((p) => p.id === participantId)) return null;
  return list.map((p) => (p.id === participantId ? { ...p, hasVoted: true } : p));
}
