import { useCallback, useEffect, useState } from 'react';
import { useAuth } from '@runoff/platform/auth';
import { getParticipantStatus } from '../../../lib/api/get-participant-status';
import { hasLocalVote, recordLocalVote } from '../utils/voted-store';

/** 'checking' until the server answered; 'already' = voted before; 'submitted' = voted just now. */
export type VotedState = 'checking' | 'not-voted' | 'already' | 'submitted';

/** Product §4.3: any local record or the server's hasVoted counts as voted. */
export function useVotedState(pollId: string, participantId: string | null, hasVoted?: () => Promise<boolean | null>) {
  // The records of the session's user only: another person's vote at this computer is not this one's.
  const uid = useAuth().sessionUser?.uid ?? null;
  const [state, setState] = useState<VotedState>(() => (hasLocalVote(uid, pollId) ? 'already' : 'checking'));

  useEffect(() => {
    if (hasLocalVote(uid, pollId)) {
      setState('already');
      return;
    }
    let current = true;
    (hasVoted ? hasVoted() : getParticipantStatus(pollId, participantId)).then(
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
  }, [uid, pollId, participantId, hasVoted]);

  const markVoted = useCallback(
    (how: 'already' | 'submitted') => {
      if (uid) recordLocalVote(uid, pollId, participantId);
      setState(how);
    },
    [uid, pollId, participantId],
  );

  return { state, markVoted };
}
