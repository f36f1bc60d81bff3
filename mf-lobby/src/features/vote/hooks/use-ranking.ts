import { useCallback, useState } from 'react';
import { arrayMove } from '@dnd-kit/sortable';
import type { PollOption } from '@runoff/domain';

interface Ballot {
  /** First choice first. */
  ranked: PollOption[];
  /** Options the voter leaves out (partial rankings only), in the ballot's starting order. */
  unranked: PollOption[];
}

/**
 * The voter's ballot. `start` is the order it starts in (the voter's own with fair ballots). With every
 * option to rank, all start ranked in that order; with partial rankings (`partial`), all start in the
 * Unranked area and the voter ranks the ones they choose, in order of preference.
 */
export function useRanking(start: readonly PollOption[], partial: boolean) {
  const initial = useCallback((): Ballot => (partial ? { ranked: [], unranked: [...start] } : { ranked: [...start], unranked: [] }), [start, partial]);
  const [ballot, setBallot] = useState<Ballot>(initial);

  const move = useCallback((activeId: string, overId: string) => {
    setBallot((current) => {
      const from = current.ranked.findIndex((o) => o.id === activeId);
      const to = current.ranked.findIndex((o) => o.id === overId);
      return from < 0 || to < 0 || from === to ? current : { ...current, ranked: arrayMove(current.ranked, from, to) };
    });
  }, []);

  /** Adds an unranked option as the next choice (the bottom of the ranking). */
  const rank = useCallback((id: string) => {
    setBallot((current) => {
      const option = current.unranked.find((o) => o.id === id);
      return option ? { ranked: [...current.ranked, option], unranked: current.unranked.filter((o) => o.id !== id) } : current;
    });
  }, []);

  /** Takes an option out of the ranking, back to its place in the Unranked area. */
  const unrank = useCallback(
    (id: string) => {
      setBallot((current) => {
        if (!current.ranked.some((o) => o.id === id)) return current;
        const ranked = current.ranked.filter((o) => o.id !== id);
        const kept = new Set(ranked.map((o) => o.id));
        return { ranked, unranked: start.filter((o) => !kept.has(o.id)) };
      });
    },
    [start],
  );

  const reset = useCallback(() => setBallot(initial()), [initial]);

  return { ranking: ballot.ranked, unranked: ballot.unranked, move, rank, unrank, reset };
}
