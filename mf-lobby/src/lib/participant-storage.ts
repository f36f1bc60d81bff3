/**
 * The browser's record of which participant this browser is in a poll (spec: participant_{pollId}).
 * Storage can be unavailable (private modes, blocked cookies): then nothing is remembered.
 */
function key(pollId: string): string {
  return `participant_${pollId}`;
}

export function readStoredParticipantId(pollId: string): string | null {
  try {
    return window.localStorage.getItem(key(pollId));
  } catch {
    return null;
  }
}

export function storeParticipantId(pollId: string, participantId: string): void {
  try {
    window.localStorage.setItem(key(pollId), participantId);
  } catch {
    // Remembering is a convenience: join_poll returns the same participant for the same user anyway.
  }
}

export function forgetParticipantId(pollId: string): void {
  try {
    window.localStorage.removeItem(key(pollId));
  } catch {
    // See storeParticipantId.
  }
}
