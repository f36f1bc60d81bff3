import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Keeps keyboard focus in a list whose item leaves it when its button is pressed (Rank, Unrank): the
 * button of the item that took its place, else of the one before, else `fallback`'s element. Register
 * each button with `register(id)`; call `leaving(id, ids)` before the item goes.
 */
export function useFocusNext(ids: readonly string[], fallback?: () => HTMLElement | null) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const target = useRef<string | null | undefined>(undefined);

  const register = useCallback(
    (id: string) => (element: HTMLButtonElement | null) => {
      if (element) buttons.current.set(id, element);
      else buttons.current.delete(id);
    },
    [],
  );

  const leaving = useCallback(
    (id: string) => {
      const index = ids.indexOf(id);
      target.current = ids[index + 1] ?? ids[index - 1] ?? null;
    },
    [ids],
  );

  useLayoutEffect(() => {
    if (target.current === undefined) return;
    const element = target.current === null ? (fallback?.() ?? null) : (buttons.current.get(target.current) ?? null);
    target.current = undefined;
    element?.focus();
  });

  return { register, leaving };
}
