import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuth } from '@runoff/platform/auth';
import { getPoll } from '@runoff/poll-reads';
import { useLoad } from '@runoff/ui';
import type { Poll } from '@runoff/domain';
import { isPollOpen } from '../utils/poll-open';
import { readHoldsVotingCode, readStoredParticipantId, storeHoldsVotingCode, storeParticipantId } from '../../../lib/utils/participant-storage';
import { joinPoll } from '../api/join-poll';
import { redeemVotingCode } from '../api/redeem-voting-code';
import { joinFailure, type JoinFailure } from '../utils/join-error';
import { accountJoinName } from '../utils/validate-join-name';
import { normalizeVotingCode } from '../utils/voting-code';

/** How long after the Join Poll modal shows its sign-in starts in the background. */
export const PREPARE_JOIN_AFTER_MS = 300;

export type JoinStep =
  | { step: 'checking' }
  | { step: 'closed'; poll: Poll; isHost: boolean }
  | { step: 'asking'; failure: JoinFailure | null; busy: 'name' | 'anonymous' | null }
  | { step: 'joining' }
  | { step: 'redeeming' }
  | { step: 'failed'; failure: JoinFailure }
  | { step: 'joined'; poll: Poll; participantId: string | null };

/**
 * The join page's flow (product §2.13, §4.4): closed polls send the visitor to the poll page; the
 * host goes straight to the lobby; a stored participant id is reused; accounts join with their name; everyone
 * else is asked (joinWithName / joinAnonymously), getting an anonymous sign-in first so each participant is
 * a real identity the database can hold to one vote.
 *
 * A poll whose voters are on a list (issue 27) admits an identity that holds a printed voting code or
 * proved a listed address. A code from the card's link (`votingCode`) is redeemed first, even over a
 * stored participant (a second voter on a shared phone is told so, not let in as the first); a code typed
 * in the modal is redeemed before joining. `codeAccepted` tells the modal to ask for it no more.
 */
export function useJoin(pollId: string, initialPoll?: Poll, votingCode?: string) {
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
  // This identity holds a voting code of the poll (redeemed here): the modal stops asking for one.
  const [codeAccepted, setCodeAccepted] = useState(false);
  const accountEmail = user?.email ?? null;

  /**
   * Redeems `code` when given, then joins with `name` (null: anonymously), or (name 'none') stops after
   * the code and asks for the name. `stored`: the participant this browser already is in the poll.
   */
  const join = useCallback(
    async (target: Poll, name: string | null | 'none', from: 'auto' | 'name' | 'anonymous', code?: string, stored?: string) => {
      setState(from === 'auto' ? { step: code === undefined ? 'joining' : 'redeeming' } : { step: 'asking', failure: null, busy: from });
      try {
        const session = await ensureSession();
        if (code !== undefined) {
          await redeemVotingCode(pollId, normalizeVotingCode(code));
          storeHoldsVotingCode(session.uid, pollId);
          setCodeAccepted(true);
        }
        if (stored !== undefined) {
          setState({ step: 'joined', poll: target, participantId: stored });
          return;
        }
        if (name === 'none') {
          setState({ step: 'asking', failure: null, busy: null });
          return;
        }
        const participant = await joinPoll(pollId, name);
        storeParticipantId(session.uid, pollId, participant.id);
        setState({ step: 'joined', poll: target, participantId: participant.id });
      } catch (error) {
        console.error(error);
        const failure = joinFailure(error, accountEmail);
        // An account whose name the database refuses ("Host") is asked for another instead of stopped; a
        // visitor a list poll does not admit is asked for a voting code.
        const ask = from !== 'auto' || failure.nameProblem || failure.notOnList;
        setState(ask ? { step: 'asking', failure, busy: null } : { step: 'failed', failure });
      }
    },
    [ensureSession, pollId, accountEmail],
  );

  useEffect(() => {
    if (decided.current) return;
    if (poll.status === 'error') {
      decided.current = true;
      const failure = joinFailure(poll.error);
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
    const accountName = user ? accountJoinName(user.displayName, user.email) : null;
    // Only a list poll takes a code; any other poll's link ignores one.
    const code = target.voters === 'list' ? votingCode : undefined;
    if (code !== undefined) {
      void join(target, user ? accountName : 'none', 'auto', code, stored && sessionUser ? stored : undefined);
      return;
    }
    // The stored id belongs to a session; without one it cannot be used (spec: reused without the server).
    if (stored && sessionUser) {
      setState({ step: 'joined', poll: target, participantId: stored });
      return;
    }
    if (user) {
      void join(target, accountName, 'auto');
      return;
    }
    if (target.voters === 'list' && readHoldsVotingCode(sessionUser?.uid ?? null, pollId)) setCodeAccepted(true);
    setState({ step: 'asking', failure: null, busy: null });
  }, [poll, status, user, sessionUser, pollId, join, votingCode]);

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
  // The code typed in the modal, while the identity holds none yet; an account joins with its own name.
  const typed = (code: string | null) => (code === null || codeAccepted ? undefined : code);
  return {
    state,
    poll: ready,
    codeAccepted,
    /** `name` null: the account's own name (the modal did not ask for one). */
    joinWithName: (name: string | null, code: string | null = null) =>
      ready && void join(ready, name === null ? (user ? accountJoinName(user.displayName, user.email) : null) : name.trim(), 'name', typed(code)),
    joinAnonymously: (code: string | null = null) => ready && void join(ready, null, 'anonymous', typed(code)),
    /** After "This poll is no longer active": the poll ended while joining; show what a closed poll shows. */
    showClosed: () => ready && setState({ step: 'closed', poll: { ...ready, isActive: false }, isHost: false }),
  };
}
