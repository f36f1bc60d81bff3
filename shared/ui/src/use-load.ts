import { useCallback, useEffect, useEffectEvent, useState } from 'react';

export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; error: unknown };

/**
 * Runs `load` when `key` changes (and on reload()), keeping only the latest answer: a slow first
 * request that settles after a newer one is ignored. `load` must be stable or keyed by `key`.
 */
export function useLoad<T>(load: () => Promise<T>, key: string): LoadState<T> & { reload: () => void } {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // `load` is tied to `key` by contract; an effect event reads the latest one without re-running on a new identity.
  const runLoad = useEffectEvent(load);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    runLoad().then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) => {
        if (!current) return;
        console.error(error);
        setState({ status: 'error', error });
      },
    );
    return () => {
      current = false;
    };
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
