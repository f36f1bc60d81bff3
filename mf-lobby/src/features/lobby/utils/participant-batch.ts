import type { Participant } from '../../../lib/utils/participant';
import { inJoiningOrder } from './joining-order';

/**
 * Adds the participants of many `participant_joined` events at once, keeping joining order; repeats (in
 * the list or in the batch) are ignored. One sort per batch instead of one per event: a lecture hall's
 * 1,000 joins cost one pass, not 1,000 sorts of a growing list.
 */
export function withParticipants(list: readonly Participant[], joined: readonly Participant[]): Participant[] {
  const known = new Set(list.map((p) => p.id));
  const added: Participant[] = [];
  for (const participant of joined) {
    if (known.has(participant.id)) continue;
    known.add(participant.id);
    added.push(participant);
  }
  if (added.length === 0) return list as Participant[];
  return inJoiningOrder([...list, ...added]);
}

/** The list without the participant the host removed (`participant_removed`). */
export function withoutParticipant(list: readonly Participant[], participantId: string): Participant[] {
  return list.some((p) => p.id === participantId) ? list.filter((p) => p.id !== participantId) : (list as Participant[]);
}

/** What the lobby's events changed while a `get_participants` request was on its way. */
export interface ChangesDuringFetch {
  joined: Participant[];
  removed: Set<string>;
  voted: Set<string>;
}

export function noChanges(): ChangesDuringFetch {
  return { joined: [], removed: new Set(), voted: new Set() };
}

/**
 * The list after a refetch: the server's snapshot, plus what events changed while it was on its way (the
 * snapshot may predate them). Replacing the list with the snapshot alone would lose those joins for good.
 */
export function reconcile(snapshot: readonly Participant[], during: ChangesDuringFetch): Participant[] {
  const kept = snapshot.filter((p) => !during.removed.has(p.id));
  const merged = withParticipants(kept, during.joined.filter((p) => !during.removed.has(p.id)));
  return during.voted.size === 0 ? merged : merged.map((p) => (during.voted.has(p.id) && !p.hasVoted ? { ...p, hasVoted: true } : p));
}
