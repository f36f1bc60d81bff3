import { useCallback, useEffect, useRef, useState } from 'react';
import { getHostSession, flushSummary, type HostSession } from '../api/session-host';
import { followRead, parseSessionState } from '@runoff/domain';
import { useSessionChannel } from '@runoff/poll-reads';

/** The control page pushes the room's trailing turnout (joins, votes) this often; an unchanged one is not sent. */
const FLUSH_MS = 3_000;

export type ControlLoad = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; session: HostSession };

/**
 * The control page's session: read on opening and after each of the host's actions; turnout follows the
 * room's `session_summary`. `act` runs one action (a move, voting, results, an edit), then reads again.
 */
export function useSessionControl(sessionId: string) {
  const [load, setLoad] = useState<ControlLoad>({ status: 'loading' });
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const shown = useRef(load);
  shown.current = load;

  const read = useCallback(async () => {
    try {
      const session = await getHostSession(sessionId);
      // A read older than the summary the page followed (another driver's move) does not put it back.
      setLoad((was) => ({ status: 'ready', session: was.status === 'ready' ? { ...followRead(was.session, session), cohosts: session.cohosts } : session }));
    } catch (error) {
      console.error(error);
      setLoad((was) => (was.status === 'ready' ? was : { status: 'error', error }));
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
        return true;
      } catch (error) {
        console.error(error);
        setFailure(error);
        return false;
      } finally {
        setBusy(null);
      }
    },
    [read],
  );

  const onEvent = useCallback((event: string, payload: unknown) => {
    if (event !== 'session_summary' || shown.current.status !== 'ready') return;
    try {
      const state = parseSessionState(payload);
      const session = shown.current.session;
      if (state.seq !== undefined && session.state.seq !== undefined && state.seq <= session.state.seq) return;
      setLoad({ status: 'ready', session: { ...session, state } });
    } catch (error) {
      console.error(error);
    }
  }, []);
  const topic = load.status === 'ready' ? load.session.topic : null;
  useSessionChannel(topic, onEvent, () => void read());

  const ready = load.status === 'ready';
  useEffect(() => {
    if (!ready) return;
    const timer = setInterval(() => void flushSummary(sessionId).catch((error: unknown) => console.error(error)), FLUSH_MS);
    return () => clearInterval(timer);
  }, [ready, sessionId]);

  return { load, busy, failure, act, reload: read };
}
