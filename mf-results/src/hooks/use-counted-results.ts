import { useEffect, useState } from 'react';
import { countResults } from '../lib/count-results';
import { getPollResults } from '../lib/get-poll-results';
import type { CountedResults } from '../types/poll-results';

export type CountedResultsState =
  | { status: 'loading' }
  | { status: 'ready'; data: CountedResults }
  | { status: 'error'; error: unknown };

/** Loads a poll's results and counts them; a slow answer for a previous poll id is ignored. */
export function useCountedResults(pollId: string): CountedResultsState {
  const [state, setState] = useState<CountedResultsState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    getPollResults(pollId).then(
      (results) => current && setState({ status: 'ready', data: countResults(results) }),
      (error: unknown) => {
        if (!current) return;
        console.error(error);
        setState({ status: 'error', error });
      },
    );
    return () => {
      current = false;
    };
  }, [pollId]);
  return state;
}
