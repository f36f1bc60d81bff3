import { headToHeadOf } from './head-to-head';
import { resultByScore } from './method-result';
import type { MethodResult } from './method-types';
import type { PairwiseTally } from './pairwise-tally';
import type { CountOption } from './types';

/**
 * Copeland: one point for each option an option beats one on one, ½ for each it ties with; the most points
 * win, and a tie for the most is reported (Copeland's own rule has no further step).
 */
export function countCopeland(options: readonly CountOption[], tally: PairwiseTally): MethodResult {
  const n = tally.optionCount;
  const score = new Float64Array(n);
  const record: Record<string, { wins: number; ties: number; losses: number }> = Object.create(null) as Record<string, never>;
  for (let i = 0; i < n; i += 1) {
    const line = { wins: 0, ties: 0, losses: 0 };
    for (let j = 0; j < n; j += 1) {
      if (i === j) continue;
      const forI = tally.above[i * n + j]!;
      const forJ = tally.above[j * n + i]!;
      if (forI > forJ) line.wins += 1;
      else if (forI < forJ) line.losses += 1;
      else line.ties += 1;
    }
    score[i] = line.wins + line.ties / 2;
    record[options[i]!.id] = line;
  }
  return resultByScore('copeland', options, tally.totalVotes, score, {
    unit: 'wins',
    explanation: { method: 'copeland', pairwise: headToHeadOf(options, tally), record },
  });
}
