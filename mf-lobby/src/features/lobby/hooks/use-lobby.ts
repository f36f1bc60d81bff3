import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAuth } from '@runoff/platform/auth';
import { errorMessage } from '@runoff/platform/supabase';
import { getPoll } from '@runoff/poll-reads';
import type { Poll, PollStatus } from '@runoff/domain';
import { updatePollStatus } from '../api/update-poll-status';
import { getRoomSummary } from '../api/room-summary';
import { roomTopicOf } from '../utils/room-summary';
import { hostActions, phaseOf } from '../utils/phase';
import { useLobbyChannel, type ChannelLifecycle, type TopicEvents } from './use-lobby-channel';
import { useVotingToast } from './use-voting-toast';
import { useConnection } from './use-connection';
import { useRemoveParticipant } from './use-remove-participant';
import { useHostRoom } from './use-host-room';
import { useParticipantRoom } from './use-participant-room';
import { laterPoll, withStatus } from '../utils/later-poll';
import { forgetParticipantId } from '../../../lib/utils/participant-storage';
import { failure as failed, type Failure } from '../../../lib/i18n';

const STATUSES: readonly PollStatus[] = ['waiting', 'voting', 'completed'];
/** A failed catch-up read is tried again after 1, 2 and 4 s. */
const CATCH_UP_RETRIES = 3;

/**
 * Everything the lobby shows: the poll, its live status and room, the host's actions, and the moments the
 * spec reacts to (voting begins: toast and scroll; voting ends: the count animation). The host follows every
 * join and vote (poll-host:<id>); a participant follows the room's summaries and their own removal
 * (user:<id>). Both hear status changes and the deletion on the room's topic, whether or not the other's
 * page is open. The room's topic is poll:<id>:<epoch>: get_room_summary tells it, and when the host removes
 * someone the database draws a new one and tells it on poll-host:<id> and each remaining user:<id>
 * (room_topic), so the removed person's open channel hears nothing more (docs/decisions.md).
 */
export function useLobby(pollId: string, initialPoll: Poll | null) {
  const { sessionUser } = useAuth();
  const [poll, setPoll] = useState<Poll | null>(initialPoll);
  const [loadError, setLoadError] = useState<Failure | null>(null);
  const [deleted, setDeleted] = useState(false);
  /** This browser's participant was removed by the host. */
  const [removed, setRemoved] = useState(false);
  const [actionError, setActionError] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);
  const [showAnimation, setShowAnimation] = useState(false);
  /** Bumped each time voting begins while the lobby is open; the vote panel scrolls into view after it. */
  const [votingStarts, setVotingStarts] = useState(0);
  const toast = useVotingToast();
  const { show: showToast, close: closeToast } = toast;

  useEffect(() => {
    if (initialPoll) return;
    let current = true;
    getPoll(pollId).then(
      (loaded) => current && setPoll(loaded),
      (failure: unknown) => {
        console.error(failure);
        if (current) setLoadError(failed('failure.loadPoll', failure));
      },
    );
    return () => {
      current = false;
    };
  }, [pollId, initialPoll]);

  const isHost = Boolean(poll && sessionUser && poll.createdBy === sessionUser.uid);
  const role = poll && sessionUser ? (isHost ? 'host' : 'participant') : null;
  const userId = sessionUser?.uid ?? null;

  const markRemoved = useCallback(() => {
    forgetParticipantId(userId, pollId);
    setRemoved(true);
  }, [userId, pollId]);
  const markDeleted = useCallback(() => setDeleted(true), []);
  // The room's topic; a new one replaces the channel (useLobbyChannel leaves the old topic).
  const [roomTopic, setRoomTopic] = useState<string | null>(null);
  const followTopic = useCallback((topic: string | null) => {
    if (topic) setRoomTopic(topic);
  }, []);
  const onRoomTopic = useCallback(
    (payload: Record<string, unknown>) => {
      if (payload.pollId === pollId) followTopic(roomTopicOf(pollId, payload.topic));
    },
    [pollId, followTopic],
  );
  // The host's views read the topic (a participant's room reads carry it): on opening and after a reconnect.
  const readTopic = useCallback(
    () =>
      getRoomSummary(pollId).then(
        (answer) => followTopic(answer.topic),
        (failure: unknown) => console.error(failure),
      ),
    [pollId, followTopic],
  );
  const moveStatus = useCallback((status: PollStatus) => setPoll((shown) => shown && withStatus(shown, status)), []);

  // Reads the poll again: after a reconnect (events sent meanwhile are gone) and now and then in the host's
  // views (a status change or deletion whose event was lost). The network may need a moment after the
  // browser says it is online: a failed read is tried again.
  const rereadPoll = useCallback(
    (attempt = 0): Promise<void> =>
      getPoll(pollId).then(
        (loaded) => setPoll((shown) => laterPoll(shown, loaded)),
        (failure: unknown) => {
          console.error(failure);
          // Deleted while this browser was away, or its poll_deleted event lost.
          if (errorMessage(failure) === 'Poll not found') setDeleted(true);
          else if (attempt < CATCH_UP_RETRIES) setTimeout(() => void rereadPoll(attempt + 1), 1000 * 2 ** attempt);
        },
      ),
    [pollId],
  );

  const host = useHostRoom(pollId, role === 'host', { onStatus: moveStatus, onReread: () => void rereadPoll() });
  const room = useParticipantRoom(pollId, role === 'participant', {
    onStatus: (summary) => moveStatus(summary.status),
    onRemoved: markRemoved,
    onDeleted: markDeleted,
    onTopic: followTopic,
  });
  const { refetchNow, applyRemoved } = host;
  const { pullNow } = room;

  // Catch-up after a dropped connection: events sent meanwhile are gone, so read the state again.
  const catchUp = useCallback(() => {
    if (role === 'host') {
      void refetchNow();
      void readTopic();
    }
    // A participant's read also says whether the host removed them meanwhile.
    if (role === 'participant') void pullNow();
    void rereadPoll();
  }, [role, refetchNow, pullNow, rereadPoll, readTopic]);

  useEffect(() => {
    if (role === 'host') void readTopic();
  }, [role, readTopic]);
  const connection = useConnection(catchUp);
  const { onSubscribed, onDropped } = connection;

  const removal = useRemoveParticipant(
    pollId,
    useCallback((id: string) => applyRemoved({ participantId: id }), [applyRemoved]),
  );

  // Joined (again): what happened before the channel listened is read once more (the host's list a second
  // after, as before; a participant's room at once), then the connection decides on a catch-up.
  const { scheduleRefetch, onSummary } = host;
  const roomLifecycle = useMemo<ChannelLifecycle>(
    () => ({
      onSubscribed() {
        if (role === 'participant') void pullNow();
        onSubscribed();
      },
      onDropped,
    }),
    [role, pullNow, onSubscribed, onDropped],
  );
  const ownLifecycle = useMemo<ChannelLifecycle>(
    () => ({
      onSubscribed() {
        if (role === 'host') scheduleRefetch();
        onSubscribed();
      },
      onDropped,
    }),
    [role, scheduleRefetch, onSubscribed, onDropped],
  );
  const { applyPushed } = room;
  const roomEvents = useMemo<TopicEvents>(
    () => ({
      status_changed(payload) {
        const status = STATUSES.find((s) => s === payload.status);
        if (status) moveStatus(status);
      },
      poll_deleted: markDeleted,
      room_summary: role === 'host' ? onSummary : applyPushed,
    }),
    [role, moveStatus, markDeleted, onSummary, applyPushed],
  );
  const ownEvents = useMemo<TopicEvents>(
    () => ({
      participant_removed(payload) {
        if (payload.pollId === pollId) markRemoved();
      },
      room_topic: onRoomTopic,
    }),
    [pollId, markRemoved, onRoomTopic],
  );
  const hostEvents = useMemo<TopicEvents>(() => ({ ...host.events, room_topic: onRoomTopic }), [host.events, onRoomTopic]);
  const roomError = useLobbyChannel(role ? roomTopic : null, userId, roomEvents, roomLifecycle);
  const ownTopic = role === 'host' ? `poll-host:${pollId}` : role === 'participant' && userId ? `user:${userId}` : null;
  const ownError = useLobbyChannel(ownTopic, userId, role === 'host' ? hostEvents : ownEvents, ownLifecycle);

  // Reacts to status changes seen live (not to the status the lobby opened with).
  const previousStatus = useRef<PollStatus | null>(null);
  const status = poll?.status ?? null;
  useEffect(() => {
    const previous = previousStatus.current;
    previousStatus.current = status;
    if (!previous || !status || previous === status || isHost) return;
    if (status === 'voting') {
      showToast();
      setVotingStarts((n) => n + 1);
    } else if (status === 'completed') {
      closeToast();
      setShowAnimation(true);
    }
  }, [status, isHost, showToast, closeToast]);

  const changeStatus = useCallback(
    async (next: 'voting' | 'completed') => {
      setBusy(true);
      setActionError(null);
      try {
        const updated = await updatePollStatus(pollId, next);
        setPoll(updated);
        // The host's animation opens on their own action; the broadcast that follows changes nothing more.
        if (next === 'completed') setShowAnimation(true);
      } catch (failure) {
        console.error(failure);
        setActionError(failed(next === 'voting' ? 'failure.startVoting' : 'failure.endVoting', failure));
      } finally {
        setBusy(false);
      }
    },
    [pollId],
  );

  const phase = poll ? phaseOf(poll.status) : 'waiting';
  return {
    poll,
    loadError,
    deleted,
    removed,
    reconnecting: connection.reconnecting,
    isHost,
    phase,
    /** The host's complete list (empty for a participant, who sees `room`). */
    participants: host.participants,
    /** A participant's view of the room: its summary and their own row. */
    room: { summary: room.summary, you: room.you },
    participantsLoaded: role === 'host' ? host.loaded : room.loaded,
    listenError: roomError ?? ownError ?? (role === 'host' ? host.error : room.error),
    host: {
      ...hostActions(isHost, phase, host.participants.length),
      busy,
      error: actionError,
      onStartVoting: () => void changeStatus('voting'),
      onEndVoting: () => void changeStatus('completed'),
    },
    removal: { ...removal, canRemove: isHost && phase === 'waiting' },
    toast,
    votingStarts,
    showAnimation,
    closeAnimation: () => setShowAnimation(false),
  };
}
