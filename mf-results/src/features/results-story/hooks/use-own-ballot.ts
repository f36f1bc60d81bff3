import { useMemo } from 'react';
import { useAuth, identityStorage } from '@runoff/platform/auth';
import { readOwnBallot } from '@runoff/domain';

/**
 * The session user's own ranking of the poll ("Your ballot", kept in this browser by mf_lobby when they
 * voted), or null: read here, never sent anywhere. The server keeps no link between voter and ranking.
 */
export function useOwnBallot(pollId: string): string[] | null {
  const uid = useAuth().sessionUser?.uid ?? null;
  return useMemo(() => (uid ? readOwnBallot(identityStorage(uid), pollId) : null), [uid, pollId]);
}
