import { useLoad } from '@runoff/ui';
import { getPollOutcome } from '../api/get-poll-results';
import type { Outcome } from '../utils/outcome';

/** The count's outcome once voting has ended; nothing is asked before (the ballots are secret until then). */
export function useOutcome(pollId: string, ended: boolean): { outcome: Outcome | null; error: unknown } {
  const state = useLoad(() => (ended ? getPollOutcome(pollId) : Promise.resolve(null)), `${pollId}:${ended}`);
  if (state.status === 'ready') return { outcome: state.data, error: null };
  return { outcome: null, error: state.status === 'error' ? state.error : null };
}
