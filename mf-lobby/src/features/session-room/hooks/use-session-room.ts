import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuth } from '@runoff/platform/auth';
import { RpcRequestError } from '@runoff/platform/supabase';
import { getRoomSession, joinRoomSession } from '../api/session-room';
import { followRead, followSummary, parseSessionState, type Session } from '@runoff/domain';
import { useSessionChannel } from '@runoff/poll-reads';

/** The page reads the session by itself this often too: a lost push is caught up within it. */
const REREAD_MS = 20_000;

export type SessionRoomStep =
  | { step: 'loading' }
  | { step: 'asking'; busy: 'name' | 'anonymous' | null; error: unknown }
  | { step: 'room'; session: Session }
  | { step: 'gone' }
  | { step: 'failed'; error: unknown };

function isNotFound(error: unknown): boolean {
  return error instanceof RpcRequestError && error.id === 'session.not_found';
}

/**
 * The participant's side of a session (issue 32): join once with one name, then follow the host. The
 * session is read on opening (a reload or a late joiner lands where the session is), on every rejoin of the
 * channel and now and then. The room's summaries move the page by themselves (a driver's move carries the
 * next question): a room of a thousand does not read the session all at once on every move
 * (docs/performance.md, "A session of many questions"); only a summary naming a question it does not carry
 * is followed by a read. Reads and summaries are taken in the order the room was told (`seq`), whichever
 * answers first.
 */
export function useSessionRoom(sessionId: string) {
  const { status, sessionUser, ensureSession } = useAuth();
  const [state, setState] = useState<SessionRoomStep>({ step: 'loading' });
  const current = useRef(state);
  current.current = state;

  const read = useCallback(async () => {
    try {
      const session = await getRoomSession(sessionId);
      // A read that began before a driver's move may answer after the page followed the move: never back.
      setState((was) => ({ step: 'room', session: followRead(was.step === 'room' ? was.session : null, session) }));
    } catch (error) {
      if (isNotFound(error)) {
        // Before joining the session does not exist to this person; after, it was deleted.
        setState((was) => (was.step === 'room' ? { step: 'gone' } : { step: 'asking', busy: null, error: null }));
        return;
      }
      console.error(error);
      setState((was) => (was.step === 'room' ? was : { step: 'failed', error }));
    }
  }, [sessionId]);

  useEffect(() => {
    if (status === 'loading') return;
    // Without a session nobody can be a member yet: ask for the name straight away.
    if (!sessionUser) setState({ step: 'asking', busy: null, error: null });
    else void read();
  }, [status, sessionUser, read]);

  const join = useCallback(
    async (name: string | null) => {
      setState({ step: 'asking', busy: name === null ? 'anonymous' : 'name', error: null });
      try {
        await ensureSession();
        await joinRoomSession(sessionId, name);
        await read();
      } catch (error) {
        console.error(error);
        setState({ step: 'asking', busy: null, error });
      }
    },
    [ensureSession, read, sessionId],
  );

  const inRoom = state.step === 'room';
  useEffect(() => {
    if (!inRoom) return;
    const timer = setInterval(() => void read(), REREAD_MS);
    return () => clearInterval(timer);
  }, [inRoom, read]);

  const onEvent = useCallback(
    (event: string, payload: unknown) => {
      if (event === 'session_deleted') {
        setState({ step: 'gone' });
        return;
      }
      if (event !== 'session_summary' || current.current.step !== 'room') return;
      let pushed;
      try {
        pushed = parseSessionState(payload);
      } catch (failure) {
        console.error(failure);
        return;
      }
      const followed = followSummary(current.current.session, pushed);
      if (followed === null) void read();
      else setState({ step: 'room', session: followed });
    },
    [read],
  );
  // The channel (supabase-js, 57 kB) starts once the room's view is on screen, the ballot's code loaded
  // first (issue 32); its SUBSCRIBED reads the session again, so nothing pushed meanwhile is missed.
  const [onScreen, setOnScreen] = useState(false);
  const shown = useCallback(() => setOnScreen(true), []);
  const topic = state.step === 'room' && onScreen ? state.session.topic : null;
  useSessionChannel(topic, onEvent, () => void read(), sessionUser?.uid ?? null);

  return { state, joinWithName: (name: string) => void join(name.trim()), joinAnonymously: () => void join(null), retry: () => void read(), shown };
}
