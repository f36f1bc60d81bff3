import { useCallback } from 'react';
import { useLoad } from '@runoff/ui';
import { getPoll } from '@runoff/poll-reads';
import { getVoterList } from '../api/voter-list';

/** The poll (its title, host and phase) and its voter list, loaded together; reload() after a change. */
export function useVoterList(pollId: string) {
  const load = useCallback(async () => {
    const [poll, list] = await Promise.all([getPoll(pollId), getVoterList(pollId)]);
    return { poll, list };
  }, [pollId]);
  return useLoad(load, pollId);
}
