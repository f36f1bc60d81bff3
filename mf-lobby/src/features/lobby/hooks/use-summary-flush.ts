import { useCallback, useEffect, useRef } from 'react';
import { flushRoomSummary } from '../api/room-summary';

/** The host's page pushes the room's summary once it has heard nothing for this long (the burst is over). */
export const QUIET_MS = 1000;

/**
 * The trailing update of a burst (docs/decisions.md, "A room of thousands"): joins and votes push a
 * summary themselves only after the room's max wait, so after the last of a burst the host's lobby or
 * presenter asks the database to push one. `heard()` on every join, vote or removal; the call goes
 * QUIET_MS after the last, and again when the database says the budget's spacing has not passed yet.
 * A failure is only logged: the participants' own re-reads push it too, later.
 */
export function useSummaryFlush(pollId: string, enabled: boolean) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const run = useCallback(async () => {
    timer.current = undefined;
    try {
      const retryInMs = await flushRoomSummary(pollId);
      if (retryInMs !== null && timer.current === undefined) timer.current = setTimeout(() => void run(), retryInMs);
    } catch (failure) {
      console.error(failure);
    }
  }, [pollId]);

  const heard = useCallback(() => {
    if (!enabled) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void run(), QUIET_MS);
  }, [enabled, run]);

  useEffect(() => () => clearTimeout(timer.current), [pollId]);

  return { heard };
}
