import { useCallback, useEffect, useRef, useState } from 'react';
import { failure as failed, type Failure } from '../../../lib/i18n';
import { parseParticipant } from '../../../lib/utils/parse-participant';
import type { Participant } from '../../../lib/utils/participant';
import { getParticipants } from '../api/get-participants';
import { withVoted } from '../utils/participants';
import { noChanges, reconcile, withParticipants, withoutParticipant, type ChangesDuringFetch } from '../utils/participant-batch';
import { useFrameBatch } from './use-frame-batch';

/**
 * Collapses refetch requests: with hundreds of participants joining a lecture-hall poll at once, each
 * client asks the server at most once per second instead of once per event.
 */
const REFETCH_DEBOUNCE_MS = 1000;

/**
 * The lobby's participant list: loaded once, then kept current from event payloads (no request per event).
 * A full refetch happens only after (re)subscribing or when an event names someone not in the list; events
 * that arrive while it is on its way are merged into its answer (reconcile), never overwritten by it.
 */
export function useParticipants(pollId: string, enabled: boolean) {
  const [participants, setParticipants] = useState<Participant[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [error, setError] = useState<Failure | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(0);
  const current = useRef(participants);
  current.current = participants;
  // Events seen while the latest refetch is on its way: its snapshot may predate them.
  const during = useRef<ChangesDuringFetch | null>(null);

  const fetchNow = useCallback(async () => {
    const request = ++latest.current;
    const changes = noChanges();
    during.current = changes;
    try {
      const list = await getParticipants(pollId);
      if (request !== latest.current) return;
      during.current = null;
      setParticipants(reconcile(list, changes));
      setError(null);
    } catch (failure) {
      if (request !== latest.current) return;
      during.current = null;
      console.error(failure);
      setError(failed('failure.listen', failure));
    } finally {
      if (request === latest.current) setLoaded(true);
    }
  }, [pollId]);

  const scheduleRefetch = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void fetchNow(), REFETCH_DEBOUNCE_MS);
  }, [fetchNow]);

  useEffect(() => {
    if (enabled) void fetchNow();
    return () => clearTimeout(timer.current);
  }, [enabled, fetchNow]);

  // Joins are applied once per animation frame (a lecture hall joins all at once).
  const joins = useFrameBatch<Participant>((batch) => setParticipants((list) => withParticipants(list, batch)));
  const { push: queueJoin, pending: pendingJoins } = joins;

  const applyJoined = useCallback(
    (payload: Record<string, unknown>) => {
      try {
        const joined = parseParticipant(payload.participant);
        during.current?.joined.push(joined);
        queueJoin(joined);
      } catch {
        scheduleRefetch();
      }
    },
    [scheduleRefetch, queueJoin],
  );

  const applyRemoved = useCallback(
    (payload: Record<string, unknown>) => {
      const id = typeof payload.participantId === 'string' ? payload.participantId : '';
      if (!id) return;
      during.current?.removed.add(id);
      const queued = pendingJoins();
      const index = queued.findIndex((p) => p.id === id);
      if (index >= 0) queued.splice(index, 1);
      setParticipants((list) => withoutParticipant(list, id));
    },
    [pendingJoins],
  );

  const applyVoted = useCallback(
    (payload: Record<string, unknown>) => {
      const id = typeof payload.participantId === 'string' ? payload.participantId : '';
      during.current?.voted.add(id);
      // Checked against the rendered list: updater functions run later, too late to decide on a refetch.
      // Someone whose join is still queued for the next frame is known too: the queued entry is updated.
      const queued = pendingJoins();
      const index = queued.findIndex((p) => p.id === id);
      const entry = queued[index];
      if (entry) {
        queued[index] = { ...entry, hasVoted: true };
        return;
      }
      if (withVoted(current.current, id) === null) {
        scheduleRefetch();
        return;
      }
      setParticipants((list) => withVoted(list, id) ?? list);
    },
    [scheduleRefetch, pendingJoins],
  );

  return { participants, loaded, error, applyJoined, applyVoted, applyRemoved, scheduleRefetch, refetchNow: fetchNow };
}
