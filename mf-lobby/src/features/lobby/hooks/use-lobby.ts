import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuth } from '@runoff/platform/auth';
import { errorMessage, failureMessage } from '@runoff/platform/supabase';
import { getPoll } from '@runoff/poll-reads';
import type { Poll, PollStatus } from '@runoff/domain';
import { updatePollStatus } from '../api/update-poll-status';
import { hostActions, phaseOf } from '../utils/phase';
import { useLobbyChannel } from './use-lobby-channel';
import { useParticipants } from './use-participants';
import { useVotingToast } from './use-voting-toast';
import { useConnection } from './use-connection';
import { useRemoveParticipant } from './use-remove-participant';
import { laterPoll } from '../utils/later-poll';
import { forgetParticipantId } from '../../../lib/participant-storage';
import { getParticipantStatus } from '../../../lib/get-participant-status';

const STATUSES: readonly PollStatus[] = ['waiting', 'voting', 'completed'];
/** A failed catch-up read is tried again after 1, 2 and 4 s. */
const CATCH_UP_RETRIES = 3;

/**
 * Everything the lobby shows: the poll, its live status and participants, the host's actions, and the
 * moments the spec reacts to (voting begins: toast and scroll; voting ends: the count animation).
 */
export function useLobby(pollId: string, initialPoll: Poll | null, participantId: string | null = null) {
  const { sessionUser } = useAuth();
  const [poll, setPoll] = useState<Poll | null>(initialPoll);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [deleted, setDeleted] = useState(false);
  /** This browser's participant was removed by the host (participant_removed). */
  const [removed, setRemoved] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
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
        if (current) setLoadError(failureMessage('Failed to load poll', failure));
      },
    );
    return () => {
      current = false;
    };
  }, [pollId, initialPoll]);

  const uid = sessionUser?.uid ?? null;
  const isHost = Boolean(poll && sessionUser && poll.createdBy === sessionUser.uid);
  const members = useParticipants(pollId, sessionUser !== null);
  const { refetchNow, applyRemoved } = members;

  // Catch-up after a dropped connection: events sent meanwhile are gone, so read the state again. The
  // network may need a moment after the browser says it is online: a failed read is tried again.
  const catchUp = useCallback(() => {
    void refetchNow();
    // Removed while this browser was away: the participant_removed event was missed, and this participant
    // is gone (its status reads null), so the lobby says so instead of the list's access error.
    if (participantId !== null) {
      getParticipantStatus(pollId, participantId).then(
        (hasVoted) => {
          if (hasVoted !== null) return;
          forgetParticipantId(uid, pollId);
          setRemoved(true);
        },
        (failure: unknown) => console.error(failure),
      );
    }
    const read = (attempt: number) =>
      getPoll(pollId).then(
        (loaded) => setPoll((shown) => laterPoll(shown, loaded)),
        (failure: unknown) => {
          console.error(failure);
          // Deleted while this browser was away: the poll_deleted event was missed.
          if (errorMessage(failure) === 'Poll not found') setDeleted(true);
          else if (attempt < CATCH_UP_RETRIES) setTimeout(() => read(attempt + 1), 1000 * 2 ** attempt);
        },
      );
    void read(0);
  }, [pollId, participantId, refetchNow, uid]);
  const connection = useConnection(catchUp);

  const onParticipantRemoved = useCallback(
    (payload: Record<string, unknown>) => {
      applyRemoved(payload);
      if (participantId !== null && payload.participantId === participantId) {
        forgetParticipantId(uid, pollId);
        setRemoved(true);
      }
    },
    [applyRemoved, participantId, pollId, uid],
  );
  const removal = useRemoveParticipant(
    pollId,
    useCallback((id: string) => applyRemoved({ participantId: id }), [applyRemoved]),
  );

  const listenError = useLobbyChannel(pollId, sessionUser?.uid ?? null, {
    onParticipantJoined: members.applyJoined,
    onParticipantVoted: members.applyVoted,
    onStatusChanged(payload) {
      const status = STATUSES.find((s) => s === payload.status);
      if (!status) return;
      setPoll((p) => p && { ...p, status, isActive: payload.isActive === true });
    },
    onPollDeleted: () => setDeleted(true),
    onParticipantRemoved,
    onSubscribed() {
      members.scheduleRefetch();
      connection.onSubscribed();
    },
    onDropped: connection.onDropped,
  });

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
        const prefix = next === 'voting' ? 'Failed to start voting' : 'Failed to end voting';
        setActionError(`${prefix}: ${errorMessage(failure)}`);
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
    participants: members.participants,
    participantsLoaded: members.loaded,
    listenError: listenError ?? members.error,
    host: {
      ...hostActions(isHost, phase, members.participants.length),
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
