import type { CountedPoll } from '@runoff/results-count';

/** What the presenter view announces at the end. */
export type Outcome =
  | { kind: 'winner'; name: string; totalVotes: number }
  /** A poll with several seats: its winners in order of election. */
  | { kind: 'winners'; names: string[]; seats: number; totalVotes: number }
  /** `elected`: the seats filled before the tie (several seats only). */
  | { kind: 'tie'; names: string[]; totalVotes: number; elected?: string[] }
  | { kind: 'no-votes' };

/** Names the winner(s) or the tied options of a poll's count (@runoff/results-count's, docs/counting.md). */
export function outcomeOf({ count, names, method }: Pick<CountedPoll, 'count' | 'names'> & Partial<Pick<CountedPoll, 'method'>>): Outcome {
  if (count.totalVotes === 0) return { kind: 'no-votes' };
  const nameOf = (id: string) => names[id] ?? id;
  // A poll counted by another method than the instant runoff: that method's winner or tie (issue 31).
  if (method) {
    if (method.winner) return { kind: 'winner', name: nameOf(method.winner), totalVotes: count.totalVotes };
    return { kind: 'tie', names: (method.tie ?? []).map(nameOf), totalVotes: count.totalVotes };
  }
  if (count.seats > 1 && !count.tie) {
    return { kind: 'winners', names: count.winners.map(nameOf), seats: count.seats, totalVotes: count.totalVotes };
  }
  if (count.winner && !count.tie) return { kind: 'winner', name: nameOf(count.winner), totalVotes: count.totalVotes };
  const tie: Outcome = { kind: 'tie', names: (count.tie ?? []).map(nameOf), totalVotes: count.totalVotes };
  return count.winners.length > 0 ? { ...tie, elected: count.winners.map(nameOf) } : tie;
}
