/**
 * How many of each option's `increments` are shown once `counted` of their `total` have been counted.
 * Every option advances in proportion to its share, so the bars grow together as in a hand count and the
 * order the ballots were cast in is never suggested (the database does not keep it). Shown numbers never
 * go down from `shown`, never pass the increment, and add up to exactly `counted`.
 */
export function distributeVotes(
  increments: ReadonlyMap<string, number>,
  total: number,
  counted: number,
  shown: ReadonlyMap<string, number>,
): Map<string, number> {
  const next = new Map<string, number>();
  let assigned = 0;
  for (const [id, increment] of increments) {
    const value = Math.min(shown.get(id) ?? 0, increment);
    next.set(id, value);
    assigned += value;
  }
  const share = (id: string) => (total === 0 ? 0 : ((increments.get(id) ?? 0) * counted) / total);
  // Whole votes first, within what is left to give this step.
  for (const [id, increment] of increments) {
    const current = next.get(id) ?? 0;
    const add = Math.max(0, Math.min(Math.floor(share(id)) - current, increment - current, counted - assigned));
    next.set(id, current + add);
    assigned += add;
  }
  // Then one vote at a time to whoever is furthest behind its share (option order on equal gaps).
  while (assigned < counted) {
    let best: string | null = null;
    let bestGap = -Infinity;
    for (const [id, increment] of increments) {
      const current = next.get(id) ?? 0;
      if (current >= increment) continue;
      const gap = share(id) - current;
      if (gap > bestGap) {
        best = id;
        bestGap = gap;
      }
    }
    if (best === null) break;
    next.set(best, (next.get(best) ?? 0) + 1);
    assigned += 1;
  }
  return next;
}
