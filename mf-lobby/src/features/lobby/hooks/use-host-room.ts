import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { PollStatus } from '@runoff/domain';
import { parseRoomSummary, type RoomSummary } from '../utils/room-summary';
import { rereadDelayMs } from '../utils/reread-delay';
import type { TopicEvents } from './use-lobby-channel';
import { useParticipants } from './use-participants';
import { useSummaryFlush } from './use-summary-flush';

/** A summary counting more people or votes than the host's list: the list is read again after this. */
export const GAP_GRACE_MS = 2000;

/** What the host's room tells the lobby beyond the list. */
export interface HostRoomOutcomes {
  /** A room summary's status (the database's, read after the status it may have missed). */
  onStatus(status: PollStatus): void;
  /** The slow re-read is due: read the poll too (its status and its deletion are not in the list). */
  onReread(): void;
}

/**
 * The host's room: everyone, kept from poll-host:<id>'s joins, votes and removals one by one (the
 * lobby's and presenter's complete list). It stays exact after a lost event: a room summary that counts
 * more than the list (after a grace for events still on their way) and a slow re-read while live both
 * read the list again; the re-read also asks the lobby to read the poll (a lost status_changed or
 * poll_deleted, e.g. voting ended from the host's other screen), and a summary's status moves it on.
 * Every event heard also schedules the trailing summary for the room.
 */
export function useHostRoom(pollId: string, enabled: boolean, outcomes: HostRoomOutcomes) {
  const members = useParticipants(pollId, enabled);
  const { participants, applyJoined, applyVoted, applyRemoved, refetchNow } = members;
  const { heard } = useSummaryFlush(pollId, enabled);
  const shown = useRef(participants);
  shown.current = participants;
  const latest = useRef(outcomes);
  latest.current = outcomes;
  const gapCheck = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const events = useMemo<TopicEvents>(
    () => ({
      participant_joined(payload) {
        applyJoined(payload);
        heard();
      },
      participant_voted(payload) {
        applyVoted(payload);
        heard();
      },
      participant_removed(payload) {
        applyRemoved(payload);
        heard();
      },
    }),
    [applyJoined, applyVoted, applyRemoved, heard],
  );

  const onSummary = useCallback(
    (payload: Record<string, unknown>) => {
      let summary: RoomSummary;
      try {
        summary = parseRoomSummary(payload);
      } catch {
        return;
      }
      latest.current.onStatus(summary.status);
      clearTimeout(gapCheck.current);
      gapCheck.current = setTimeout(() => {
        const list = shown.current;
        const voted = list.filter((p) => p.hasVoted).length;
        if (summary.joined > list.length || summary.voted > voted) {
          console.warn(`The room counts ${summary.joined} people and ${summary.voted} votes, the list ${list.length} and ${voted}: reading it again`);
          void refetchNow();
        }
      }, GAP_GRACE_MS);
    },
    [refetchNow],
  );

  // A slow re-read while live, of the list and the poll: what recovers a lost event when no summary follows it.
  const people = participants.length;
  const size = useRef(people);
  size.current = people;
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(() => {
        void refetchNow();
        latest.current.onReread();
        schedule();
      }, rereadDelayMs(size.current));
    };
    schedule();
    return () => clearTimeout(timer);
  }, [enabled, refetchNow]);

  useEffect(() => () => clearTimeout(gapCheck.current), []);

  return { ...members, events, onSummary };
}
