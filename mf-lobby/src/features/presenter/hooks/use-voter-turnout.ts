import { useEffect, useRef, useState } from 'react';
import { getVoterTurnout, type VoterTurnout } from '../api/get-voter-turnout';

/** The least time between two reads of the list: a burst of votes is read once, a moment later. */
export const TURNOUT_REREAD_MS = 2000;

/**
 * A list poll's turnout for its presenter: read when the view opens and again whenever the room's live
 * count of ballots changes (`liveVoted`), at most once in TURNOUT_REREAD_MS. null until read, or when it
 * cannot be read (the line then shows the setting alone).
 */
export function useVoterTurnout(pollId: string, enabled: boolean, liveVoted: number): VoterTurnout | null {
  const [turnout, setTurnout] = useState<VoterTurnout | null>(null);
  const lastRead = useRef<number | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    const since = lastRead.current === null ? TURNOUT_REREAD_MS : Date.now() - lastRead.current;
    const timer = setTimeout(() => {
      lastRead.current = Date.now();
      getVoterTurnout(pollId).then(
        (read) => current && setTurnout(read),
        (error: unknown) => console.warn('[runoff] reading the turnout failed', error),
      );
    }, Math.max(0, TURNOUT_REREAD_MS - since));
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [pollId, enabled, liveVoted]);

  return enabled ? turnout : null;
}
