import { headToHeadOf } from './head-to-head';
import { resultByScore } from './method-result';
import type { MethodResult } from './method-types';
import type { PairwiseTally } from './pairwise-tally';
import type { CountOption } from './types';

/**
 * Minimax, winning votes (Simpson–Kramer as CIVS and Condorcet.vote count it): an option's score is its
 * worst defeat, the votes of the option that beats it by the most ballots (0 when nobody beats it); the
 * smallest worst defeat wins. A tie for the smallest is reported. The margin is the runner-up's worst
 * defeat minus the winner's.
 */
export function countMinimax(options: readonly CountOption[], tally: PairwiseTally): MethodResult {
  const n = tally.optionCount;
  const score = new Float64Array(n);
  const worstDefeat: Record<string, { by: string; votes: number; against: number } | null> = Object.create(null) as Record<string, never>;
  for (let i = 0; i < n; i += 1) {
    let worst: { by: string; votes: number; against: number } | null = null;
    for (let j = 0; j < n; j += 1) {
      const against = tally.above[j * n + i]!;
      const votes = tally.above[i * n + j]!;
      // j beats i by `against` winning votes; the first such j (poll position) is named on equal votes.
      if (i !== j && against > votes && (worst === null || against > worst.votes)) worst = { by: options[j]!.id, votes: against, against: votes };
    }
    score[i] = worst?.votes ?? 0;
    worstDefeat[options[i]!.id] = worst;
  }
  return resultByScore('minimax', options, tally.totalVotes, score, {
    lowerWins: true,
    unit: 'votes',
    explanation: { method: 'minimax', pairwise: headToHeadOf(options, tally), worstDefeat },
  });
}
