import type { Participant } from './participant';

/** What join_poll stores for someone who gave no name (participants.name's default). */
const STORED_ANONYMOUS_NAME = 'Anonymous Participant';

export interface ParticipantLabel {
  /** The participant's name, or "Participant {n}" for those who gave none. */
  name: string;
  /** The name's first letter, or # for the numbered ones. */
  initial: string;
}

/**
 * Product §2.12: each row shows an initial or #, and the name or Participant {n}. n counts the participants
 * without a name in joining order (the list's order), so the first unnamed one is Participant 1 whoever joined
 * before them, and nobody's number changes when someone joins later. A display rule only: the stored name stays.
 */
export function participantLabels(
  participants: readonly Participant[],
  /** "Participant {n}" in the reader's language (the component's `t`); the spec's English by default. */
  numbered: (n: number) => string = (n) => `Participant ${n}`,
): Map<string, ParticipantLabel> {
  const labels = new Map<string, ParticipantLabel>();
  let unnamed = 0;
  for (const participant of participants) {
    const name = participant.name.trim();
    if (name === '' || name === STORED_ANONYMOUS_NAME) {
      unnamed += 1;
      labels.set(participant.id, { name: numbered(unnamed), initial: '#' });
    } else {
      labels.set(participant.id, { name, initial: name.charAt(0).toUpperCase() });
    }
  }
  return labels;
}
