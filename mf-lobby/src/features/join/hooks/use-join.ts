import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuth } from '@runoff/platform/auth';
import { errorMessage } from '@runoff/platform/supabase';
import { getPoll } from '@runoff/poll-reads';
import { useLoad } from '@runoff/ui';
import type { Poll } from '@runoff/domain';
import { isPollOpen } from '../utils/poll-open';
import { readStoredParticipantId, storeParticipantId } from '../../../lib/utils/participant-storage';
import { joinPoll } from '../api/join-poll';
import { joinFailure, type JoinFailure } from '../utils/join-error';
import { accountJoinName } from '../utils/validate-join-name';

/** How long after the Join Poll modal shows its sign-in starts in the background. */
export const PREPARE_JOIN_AFTER_MS = 300;

export type JoinStep =
  | { step: 'checking' }
  | { step: 'closed'; poll: Poll; isHost: boolean }
  | { step: 'asking'; failure: JoinFailure | null; busy: 'name' | 'anonymous' | null }
  | { step: 'joining' }
  | { step: 'failed'; failure: JoinFailure }
  | { step: 'joined'; poll: Poll; participantId: string | null };

/**
 * The join page's flow (product §2.13, §4.4): closed polls send the visitor to the poll page; the
 * host goes straight to the lobby; a stored participant id is reused; accounts join with their name; everyone
 * else is asked (joinWithName / joinAnonymously), getting an anonymous sign-in first so each participant is
 * a real identity the database can hold to one vote.
 */
export function useJoin(pollId: string, initialPoll?: Poll) {
  const { status, user, sessionUser, ensureSession } = useAuth();
  // The poll the shell got with the join code a moment ago stands in for the first get_poll (one round
  // trip less before the modal on a slow phone, issue 10); a reload() reads the server again.
  const handedOver = useRef(initialPoll?.id === pollId ? initialPoll : undefined);
  const poll = useLoad(() => {
    const given = handedOver.current;
    handedOver.current = undefined;
    return given ? Promise.resolve(given) : getPoll(pollId);
  }, pollId);
  const [state, setState] = useState<JoinStep>({ step: 'checking' });
  const decided = useRef(false);

  const join = useCallback(
    async (target: Poll, name: string | null, from: 'auto' | 'name' | 'anonymous') => {
      setState(from === 'auto' ? { step: 'joining' } : { step: 'asking', failure: null, busy: from });
      try {
        const session = await ensureSession();
        const participant = await joinPoll(pollId, name);
        storeParticipantId(session.uid, pollId, participant.id);
        setState({ step: 'joined', poll: target, participantId: participant.id });
      } catch (error) {
        console.error(error);
        const failure = joinFailure(errorMessage(error));
        // An account whose name the database refuses ("Host") is asked for another instead of stopped.
        setState(from === 'auto' && !failure.nameProblem ? { step: 'failed', failure } : { step: 'asking', failure, busy: null });
      }
    },
    [ensureSession, pollId],
  );

  useEffect(() => {
    if (decided.current) return;
    if (poll.status === 'error') {
      decided.current = true;
      const failure = joinFailure(errorMessage(poll.error));
      setState({ step: 'failed', failure });
      return;
    }
    if (poll.status !== 'ready' || status === 'loading') return;
    decided.current = true;
    const target = poll.data;
    if (sessionUser && target.createdBy === sessionUser.uid) {
      // The host watches their own lobby; joining would make them a voter in their own poll. Once the poll
      // is completed, the host's place is the poll's detail page.
      setState(target.status === 'completed' ? { step: 'closed', poll: target, isHost: true } : { step: 'joined', poll: target, participantId: null });
      return;
    }
    if (!isPollOpen(target)) {
      // Participants and link holders of a closed poll stay here and see its results (never /login).
      setState({ step: 'closed', poll: target, isHost: false });
      return;
    }
    const stored = readStoredParticipantId(sessionUser?.uid ?? null, pollId);
    // The stored id belongs to a session; without one it cannot be used (spec: reused without the server).
    if (stored && sessionUser) {
      setState({ step: 'joined', poll: target, participantId: stored });
      return;
    }
    if (user) {
      void join(target, accountJoinName(user.displayName, user.email), 'auto');
      return;
    }
    setState({ step: 'asking', failure: null, busy: null });
  }, [poll, status, user, sessionUser, pollId, join]);

  // While the visitor reads the modal, the sign-in "Join" needs (and supabase-js with it) gets under way;
  // a moment after the modal is painted, so it does not compete with it on a slow phone (issue 10). A
  // failure here is left to the Join click, which tries again and says why.
  const asking = state.step === 'asking';
  // Counted from the modal's first frame, not from its commit: the first render's work (its texts, Intl)
  // can hold the paint back, and the sign-in must not start before the modal is on screen.
  useEffect(() => {
    if (!asking) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => ensureSession().catch(() => {}), PREPARE_JOIN_AFTER_MS);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [asking, ensureSession]);

  const ready = poll.status === 'ready' ? poll.data : null;
  return {
    state,
    poll: ready,
    joinWithName: (name: string) => ready && void join(ready, name.trim(), 'name'),
    joinAnonymously: () => ready && void join(ready, null, 'anonymous'),
    /** After "This poll is no longer active": the poll ended while joining; show what a closed poll shows. */
    showClosed: () => ready && setState({ step: 'closed', poll: { ...ready, isActive: false }, isHost: false }),
  };
}
