import { useCallback, useEffect, useRef, useState } from 'react';

/** Product §9: the voting-started toast hides after 8 s. */
export const TOAST_MS = 8000;

/** The "Voting has started!" toast: show() displays it for 8 s; close() hides it at once. */
export function useVotingToast() {
  const [visible, setVisible] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = useCallback(() => {
    clearTimeout(timer.current);
    setVisible(true);
    timer.current = setTimeout(() => setVisible(false), TOAST_MS);
  }, []);

  const close = useCallback(() => {
    clearTimeout(timer.current);
    setVisible(false);
  }, []);

  return { visible, show, close };
}
