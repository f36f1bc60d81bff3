import { useCallback, useEffect, useRef, useState } from 'react';
import { toFailure } from '@runoff/platform/i18n';
import { notice as failed, type Notice } from '../../../lib/i18n';
import { getRoomSummary } from '../api/room-summary';
import { laterSummary, parseRoomSummary, type ListedParticipant, type RoomSummary } from '../utils/room-summary';
import { rereadDelayMs } from '../utils/reread-delay';

/** What the room's answers tell the lobby beyond the list. */
export interface RoomOutcomes {
  onStatus(summary: RoomSummary): void;
  /** The host removed this person (get_room_summary refuses them with the removal). */
  onRemoved(): void;
  /** The poll is gone. */
  onDeleted(): void;
  /** The room's current topic, as the read said it. */
  onTopic(topic: string | null): void;
}

/**
 * A participant's room: summaries instead of every join and vote (issue 18). The database pushes them on
 * poll:<id> (applyPushed); the lobby also reads one on opening, after a reconnect (pullNow) and by itself
 * now and then (rereadDelayMs), which recovers whatever event was lost and pushes the room's trailing
 * update when the host's page is closed. Of two summaries the one the database read later wins.
 */
export function useParticipantRoom(pollId: string, enabled: boolean, outcomes: RoomOutcomes) {
  const [summary, setSummary] = useState<RoomSummary | null>(null);
  const [you, setYou] = useState<ListedParticipant | null>(null);
  const [error, setError] = useState<Notice | null>(null);
  const latest = useRef(outcomes);
  latest.current = outcomes;
  const shown = useRef<RoomSummary | null>(null);

  const show = useCallback((arrived: RoomSummary) => {
    const next = laterSummary(shown.current, arrived);
    shown.current = next;
    setSummary(next);
    latest.current.onStatus(next);
  }, []);

  const pullNow = useCallback(async () => {
    try {
      const answer = await getRoomSummary(pollId);
      latest.current.onTopic(answer.topic);
      setYou(answer.you);
      setError(null);
      show(answer.summary);
    } catch (failure) {
      const { id } = toFailure(failure);
      if (id === 'join.removed_by_host') latest.current.onRemoved();
      else if (id === 'poll.not_found') latest.current.onDeleted();
      else {
        console.error(failure);
        setError(failed('failure.listen', failure));
      }
    }
  }, [pollId, show]);

  const applyPushed = useCallback(
    (payload: Record<string, unknown>) => {
      try {
        const pushed = parseRoomSummary(payload);
        show(pushed);
        // This browser's own row is in a pushed list only when it is among the newest.
        setYou((own) => (own ? (pushed.newest.find((p) => p.id === own.id) ?? own) : own));
      } catch (failure) {
        console.error(failure);
      }
    },
    [show],
  );

  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout>;
    let stopped = false;
    const next = () => {
      timer = setTimeout(() => {
        void pullNow().finally(() => !stopped && next());
      }, rereadDelayMs(shown.current?.joined ?? 0));
    };
    void pullNow().finally(() => !stopped && next());
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [enabled, pullNow]);

  return { summary, you, error, loaded: summary !== null, pullNow, applyPushed };
}
