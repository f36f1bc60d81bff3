import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuth } from '@runoff/platform/auth';
import { RpcRequestError } from '@runoff/platform/supabase';
import { followRead, followSummary, parseSessionState, type Session } from '@runoff/domain';
import { useSessionChannel } from '@runoff/poll-reads';
import { flushSessionSummary, getPresentedSession } from '../api/session-presenter';

/** The trailing turnout push (joins, votes), as the control page does: the presenter may be open alone. */
const FLUSH_MS = 3_000;
/** Read again now and then too: a lost push is caught up within it. */
const REREAD_MS = 20_000;

export type PresentedSession =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'gone' }
  | { status: 'ready'; session: Session };

/**
 * The session on the projector: read on opening, on every rejoin of the channel and now and then; between
 * reads it follows the room's summary (the host's Next, Previous, Open, Close, Show, Hide, from the control
 * page, this page or a co-host's, carry the current question; turnout comes with every summary). `act` runs
 * one of the host's moves, then reads again.
 */
export function usePresentedSession(sessionId: string) {
  const { sessionUser } = useAuth();
  const [state, setState] = useState<PresentedSession>({ status: 'loading' });
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const shown = useRef(state);
  shown.current = state;

  const read = useCallback(async () => {
    try {
      const session = await getPresentedSession(sessionId);
      // As the room's page: a read older than the summary the page followed does not put it back.
      setState((was) => ({ status: 'ready', session: followRead(was.status === 'ready' ? was.session : null, session) }));
    } catch (error) {
      if (error instanceof RpcRequestError && error.id === 'session.not_found') {
        setState((was) => (was.status === 'ready' ? { status: 'gone' } : { status: 'failed', error }));
        return;
      }
      console.error(error);
      setState((was) => (was.status === 'ready' ? was : { status: 'failed', error }));
    }
  }, [sessionId]);

  useEffect(() => {
    void read();
  }, [read]);

  const act = useCallback(
    async (name: string, action: () => Promise<unknown>) => {
      setBusy(name);
      setFailure(null);
      try {
        await action();
        await read();
      } catch (error) {
        console.error(error);
        setFailure(error);
      } finally {
        setBusy(null);
      }
    },
    [read],
  );

  const onEvent = useCallback(
    (event: string, payload: unknown) => {
      if (event === 'session_deleted') {
        setState({ status: 'gone' });
        return;
      }
      const was = shown.current;
      if (event !== 'session_summary' || was.status !== 'ready') return;
      let pushed;
      try {
        pushed = parseSessionState(payload);
      } catch (error) {
        console.error(error);
        return;
      }
      // As the room's page: a driver's move carries the question, so only a summary naming one the page
      // does not have needs a read.
      const next = followSummary(was.session, pushed);
      if (next) setState({ status: 'ready', session: next });
      else void read();
    },
    [read],
  );
  const ready = state.status === 'ready';
  const topic = ready ? state.session.topic : null;
  useSessionChannel(topic, onEvent, () => void read(), sessionUser?.uid ?? null);

  const drives = ready && state.session.role !== 'participant';
  useEffect(() => {
    if (!drives) return;
    const flush = setInterval(() => void flushSessionSummary(sessionId).catch((error: unknown) => console.error(error)), FLUSH_MS);
    const reread = setInterval(() => void read(), REREAD_MS);
    return () => {
      clearInterval(flush);
      clearInterval(reread);
    };
  }, [drives, read, sessionId]);

  return { state, busy, failure, act };
}
