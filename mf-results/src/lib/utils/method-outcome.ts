import type { CountMethod, Margin } from '@runoff/counting';
import type { CountedResults } from './poll-results';

/** Who the poll's own method elects (issue 31): its winner or its tie, and by how much. */
export interface MethodOutcome {
  method: CountMethod;
  winner: string | null;
  tie: string[] | null;
  margin: Margin | null;
}

/**
 * The poll's result by its counting method: a method other than the instant runoff decides the winner
 * everywhere (the panel, the presenter, the embed, the CSV report); null for the instant runoff and the
 * single transferable vote, whose result is the rounds' count.
 */
export function methodOutcome({ method }: Pick<CountedResults, 'method'>): MethodOutcome | null {
  if (!method) return null;
  return { method: method.method, winner: method.winner, tie: method.tie, margin: method.margin };
}
