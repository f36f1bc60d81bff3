import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuth } from '@runoff/platform/auth';
import { RpcRequestError } from '@runoff/platform/supabase';
import { movesThePage, parseSessionState, type Session } from '@runoff/domain';
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
 * The session on the projector: read on opening, again whenever the room's summary says the page must move
 * (the host's Next, Previous, Open, Close, Show, Hide, from the control page, this page or a co-host's),
 * on every rejoin of the channel and now and then; turnout alone is taken from the summary. `act` runs
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
      setState({ status: 'ready', session: await getPresentedSession(sessionId) });
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
      if (movesThePage(was.session.state, pushed)) void read();
      else setState({ status: 'ready', session: { ...was.session, state: pushed } });
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
