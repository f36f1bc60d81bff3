import { useCallback, useEffect, useRef, useState } from 'react';

function browserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/**
 * Whether the lobby is live (issue 13, connection faults): "Reconnecting…" while the browser is offline or
 * the lobby channel dropped after having been joined. `catchUp` runs when the browser comes back online and
 * when the channel is joined again after a drop: events sent meanwhile are lost, so the poll and its
 * participants are read again from the server.
 */
export function useConnection(catchUp: () => void) {
  const [online, setOnline] = useState(browserOnline);
  const [dropped, setDropped] = useState(false);
  const wasDropped = useRef(false);
  const latestCatchUp = useRef(catchUp);
  latestCatchUp.current = catchUp;

  useEffect(() => {
    const goOffline = () => setOnline(false);
    const goOnline = () => {
      setOnline(true);
      latestCatchUp.current();
    };
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    return () => {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
    };
  }, []);

  const onDropped = useCallback(() => {
    wasDropped.current = true;
    setDropped(true);
  }, []);

  /** Call on every SUBSCRIBED: the first join needs no catch-up, a rejoin after a drop does. */
  const onSubscribed = useCallback(() => {
    setDropped(false);
    if (!wasDropped.current) return;
    wasDropped.current = false;
    latestCatchUp.current();
  }, []);

  return { reconnecting: !online || dropped, onDropped, onSubscribed };
}
