import { countBallots, type CountOption, type CountResult } from '@runoff/counting';
import type { PollResults } from '@runoff/domain';

/** What the presenter view announces at the end. */
export type Outcome =
  | { kind: 'winner'; name: string; totalVotes: number }
  | { kind: 'tie'; names: string[]; totalVotes: number }
  | { kind: 'no-votes' };

/** Names the winner or the tied options of a count (the shared engine's, docs/counting.md). */
export function outcomeFrom(options: readonly CountOption[], count: CountResult): Outcome {
  if (count.totalVotes === 0) return { kind: 'no-votes' };
  const nameOf = (id: string) => options.find((option) => option.id === id)?.name ?? id;
  if (count.winner) return { kind: 'winner', name: nameOf(count.winner), totalVotes: count.totalVotes };
  return { kind: 'tie', names: (count.tie ?? []).map(nameOf), totalVotes: count.totalVotes };
}

/** Counts parsed results with the shared engine and names the winner or the tied options. */
export function outcomeOf(results: PollResults): Outcome {
  const options = results.poll.options.map((option) => ({ id: option.id, name: option.text, order: option.order }));
  return outcomeFrom(options, countBallots(options, results.ballots));
}
