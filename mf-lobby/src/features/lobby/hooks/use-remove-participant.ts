import { useCallback, useState } from 'react';
import { notice as failed, type Notice } from '../../../lib/i18n';
import { removeParticipant } from '../api/remove-participant';

/**
 * The host's Remove action. The row goes when the `participant_removed` broadcast arrives (and `onRemoved`
 * drops it at once, so a slow channel does not leave it showing). Errors read "Failed to remove
 * participant: {the server's message}".
 */
export function useRemoveParticipant(pollId: string, onRemoved: (participantId: string) => void) {
  const [removing, setRemoving] = useState<string | null>(null);
  const [error, setError] = useState<Notice | null>(null);

  const remove = useCallback(
    async (participantId: string) => {
      setRemoving(participantId);
      setError(null);
      try {
        await removeParticipant(pollId, participantId);
        onRemoved(participantId);
      } catch (failure) {
        console.error(failure);
        setError(failed('failure.remove', failure));
      } finally {
        setRemoving(null);
      }
    },
    [pollId, onRemoved],
  );

  /** Stable, so memoized rows do not re-render when the lobby does. */
  const onRemove = useCallback((participantId: string) => void remove(participantId), [remove]);

  return { remove, onRemove, removing, error };
}
