import { useCallback } from 'react';
import { useLoad, type LoadState } from '@runoff/ui';
import { getCountedResults } from '../api/get-poll-results';
import type { CountedResults } from '../utils/poll-results';

export type CountedResultsState = LoadState<CountedResults>;

/** Loads a poll's results and counts them off the main thread; a slow answer for a previous poll id is ignored. */
export function useCountedResults(pollId: string): CountedResultsState {
  const load = useCallback(() => getCountedResults(pollId), [pollId]);
  return useLoad(load, pollId);
}
