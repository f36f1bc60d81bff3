import { useCallback } from 'react';
import { useLoad, type LoadState } from '@runoff/shared/ui';
import { countResults } from './count-results';
import { getPollResults } from './get-poll-results';
import type { CountedResults } from './poll-results';

export type CountedResultsState = LoadState<CountedResults>;

/** Loads a poll's results and counts them; a slow answer for a previous poll id is ignored. */
export function useCountedResults(pollId: string): CountedResultsState {
  const load = useCallback(() => getPollResults(pollId).then(countResults), [pollId]);
  return useLoad(load, pollId);
}
