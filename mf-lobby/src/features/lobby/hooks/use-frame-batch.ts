import { useCallback, useEffect, useRef } from 'react';

/**
 * Collects items and hands them to `flush` together once per animation frame. A thousand
 * `participant_joined` events arriving within a second then cost one render per frame, not one each,
 * which keeps the host's page free of long tasks. `pending()` is the queue not yet flushed (mutable: a
 * later event may update a queued item).
 */
export function useFrameBatch<T>(flush: (items: T[]) => void) {
  const queue = useRef<T[]>([]);
  const frame = useRef<number | null>(null);
  const latestFlush = useRef(flush);
  latestFlush.current = flush;

  const run = useCallback(() => {
    frame.current = null;
    const items = queue.current;
    queue.current = [];
    if (items.length > 0) latestFlush.current(items);
  }, []);

  const push = useCallback(
    (item: T) => {
      queue.current.push(item);
      if (frame.current === null) frame.current = requestAnimationFrame(run);
    },
    [run],
  );

  const pending = useCallback(() => queue.current, []);

  useEffect(
    () => () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    },
    [],
  );

  return { push, pending };
}
