import type { CountedPoll } from '@runoff/results-count';

/** What the presenter view announces at the end. */
export type Outcome =
  | { kind: 'winner'; name: string; totalVotes: number }
  | { kind: 'tie'; names: string[]; totalVotes: number }
  | { kind: 'no-votes' };

/** Names the winner or the tied options of a poll's count (@runoff/results-count's, docs/counting.md). */
export function outcomeOf({ count, names }: Pick<CountedPoll, 'count' | 'names'>): Outcome {
  if (count.totalVotes === 0) return { kind: 'no-votes' };
  const nameOf = (id: string) => names[id] ?? id;
  if (count.winner) return { kind: 'winner', name: nameOf(count.winner), totalVotes: count.totalVotes };
  return { kind: 'tie', names: (count.tie ?? []).map(nameOf), totalVotes: count.totalVotes };
}
