import { useCallback } from 'react';
import { useLoad, type LoadState } from '@runoff/ui';
import { getBallotList, type BallotList } from '../../../lib/api/ballot-list';

/** The published ballot list, read again when the publication widens (key: poll and audience). */
export function useBallotList(pollId: string, publication: string): LoadState<BallotList> {
  const load = useCallback(() => getBallotList(pollId), [pollId]);
  return useLoad(load, `${pollId}:${publication}`);
}
