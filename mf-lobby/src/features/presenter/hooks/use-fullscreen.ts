import { useCallback, useEffect, useState } from 'react';
import { notice as failed, type Notice } from '../../../lib/i18n';

/**
 * The Fullscreen API on the whole page: dialogs render into document.body (the confirmation, mf_results' count
 * animation), and only the full-screen element's own subtree is shown, so the page itself goes full screen.
 * The browser leaves full screen on Escape; fullscreenchange keeps `active` true to what the browser does. Browsers refuse requests not made in a user gesture: the failure
 * is kept as a message rather than thrown.
 */
export function useFullscreen() {
  const [active, setActive] = useState(() => typeof document !== 'undefined' && document.fullscreenElement !== null);
  const [error, setError] = useState<Notice | null>(null);

  useEffect(() => {
    const update = () => setActive(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);

  const toggle = useCallback(async () => {
    setError(null);
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else if (document.documentElement.requestFullscreen) await document.documentElement.requestFullscreen();
      else setError(failed('failure.fullscreenUnsupported'));
    } catch (failure) {
      setError(failed('failure.fullscreen', failure));
    }
  }, []);

  return { active, error, toggle };
}
