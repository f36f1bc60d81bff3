import { resultByScore } from './method-result';
import type { MethodResult } from './method-types';
import type { PairwiseTally } from './pairwise-tally';
import type { CountOption } from './types';

/** Plurality: each ballot counts for its first choice only; the most first choices win (a tie is reported). */
export function countPlurality(options: readonly CountOption[], tally: Pick<PairwiseTally, 'firstChoices' | 'totalVotes'>): MethodResult {
  return resultByScore('plurality', options, tally.totalVotes, tally.firstChoices, { unit: 'votes', explanation: { method: 'plurality' } });
}
