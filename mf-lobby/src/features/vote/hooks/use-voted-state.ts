import { useCallback, useEffect, useState } from 'react';
import { getParticipantStatus } from '../../../lib/get-participant-status';
import { hasLocalVote, recordLocalVote } from '../utils/voted-store';

/** 'checking' until the server answered; 'already' = voted before; 'submitted' = voted just now. */
export type VotedState = 'checking' | 'not-voted' | 'already' | 'submitted';

/** Product §4.3: any local record or the server's hasVoted counts as voted. */
export function useVotedState(pollId: string, participantId: string | null) {
  const [state, setState] = useState<VotedState>(() => (hasLocalVote(pollId) ? 'already' : 'checking'));

  useEffect(() => {
    if (hasLocalVote(pollId)) {
      setState('already');
      return;
    }
    let current = true;
    getParticipantStatus(pollId, participantId).then(
      (hasVoted) => current && setState(hasVoted === true ? 'already' : 'not-voted'),
      (failure: unknown) => {
        // Unknown is not "voted": the ballot stays open and the server refuses a repeat anyway.
        console.error(failure);
        if (current) setState('not-voted');
      },
    );
    return () => {
      current = false;
    };
  }, [pollId, participantId]);

  const markVoted = useCallback(
    (how: 'already' | 'submitted') => {
      recordLocalVote(pollId, participantId);
      setState(how);
    },
    [pollId, participantId],
  );

  return { state, markVoted };
}
