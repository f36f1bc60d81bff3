import { useCallback } from 'react';
import { useLoad, type LoadState } from '@runoff/ui';
import { getSessionReport, type SessionReport } from '../api/get-session-report';

/** The report of one session; a slow answer for a previous session id is ignored. */
export function useSessionReport(sessionId: string): LoadState<SessionReport> & { reload: () => void } {
  const load = useCallback(() => getSessionReport(sessionId), [sessionId]);
  return useLoad(load, sessionId);
}
