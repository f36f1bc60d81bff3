import { useCallback } from 'react';
import { useLoad } from '@runoff/ui';
import { getPoll } from '@runoff/poll-reads';

export function usePoll(pollId: string) {
  const load = useCallback(() => getPoll(pollId), [pollId]);
  return useLoad(load, pollId);
}
