import { useCallback, useState } from 'react';
import { arrayMove } from '@dnd-kit/sortable';
import type { PollOption } from '@runoff/domain';

/** The voter's ranking, starting in the order the host gave the options; first entry is the first choice. */
export function useRanking(options: readonly PollOption[]) {
  const [ranking, setRanking] = useState<PollOption[]>(() => [...options]);

  const move = useCallback((activeId: string, overId: string) => {
    setRanking((current) => {
      const from = current.findIndex((o) => o.id === activeId);
      const to = current.findIndex((o) => o.id === overId);
      return from < 0 || to < 0 || from === to ? current : arrayMove(current, from, to);
    });
  }, []);

  const reset = useCallback(() => setRanking([...options]), [options]);

  return { ranking, move, reset };
}
