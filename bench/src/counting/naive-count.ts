import type { BallotGroup, CountOption } from '@runoff/counting';

/**
 * The naive tabulator the engine is measured against: the same rules (fixed quota, the later option
 * out on a tie for lowest, an exact tie ends the count), every round recounting every ballot from
 * its first choice. Returns each round's counts and the winner, for the cross-check.
 */
export function naiveCount(options: readonly CountOption[], ballots: readonly BallotGroup[]): { rounds: number[][]; winner: string | null } {
  const remaining = new Set(options.map((option) => option.id));
  const order = [...options].sort((a, b) => a.order - b.order).map((option) => option.id);
  let total = 0;
  for (const ballot of ballots) if (ballot.count > 0 && ballot.ranking.some((id) => remaining.has(id))) total += ballot.count;
  const quota = Math.max(1, Math.floor(total / 2) + 1);
  const rounds: number[][] = [];
  while (remaining.size > 0 && total > 0) {
    const counts = new Map<string, number>();
    for (const id of remaining) counts.set(id, 0);
    for (const ballot of ballots) {
      if (!(ballot.count > 0)) continue;
      const choice = ballot.ranking.find((id) => remaining.has(id));
      if (choice !== undefined) counts.set(choice, counts.get(choice)! + ballot.count);
    }
    const left = order.filter((id) => remaining.has(id));
    rounds.push(left.map((id) => counts.get(id)!));
    let top = left[0]!;
    let lowest = left[0]!;
    for (const id of left) {
      if (counts.get(id)! > counts.get(top)!) top = id;
      if (counts.get(id)! <= counts.get(lowest)!) lowest = id;
    }
    if (counts.get(top)! >= quota || left.length === 1) return { rounds, winner: top };
    if (counts.get(top) === counts.get(lowest)) return { rounds, winner: null };
    remaining.delete(lowest);
  }
  return { rounds, winner: null };
}
