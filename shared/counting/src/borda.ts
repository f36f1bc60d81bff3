import { resultByScore } from './method-result';
import type { MethodResult } from './method-types';
import type { PackedBallots, CountOption } from './types';

/** First choices and Borda points in one pass of the ballots, without the pairwise table. */
export interface PointsTally {
  firstChoices: Float64Array;
  points: Float64Array;
  totalVotes: number;
}

/**
 * Borda (n − 1 … 0): on each ballot an option ranked k-th (from 0) gets n − 1 − k points, the number of
 * options it is ranked above; options the ballot leaves out share the bottom and get 0. Invalid and
 * repeated entries are skipped as the instant runoff skips them, so k counts only the options kept.
 * One pass, a ballot's length in steps.
 */
export function tallyPoints(optionCount: number, ballots: PackedBallots): PointsTally {
  const n = optionCount;
  const points = new Float64Array(n);
  const firstChoices = new Float64Array(n);
  const seenIn = new Uint32Array(n);
  const { choices, starts, weights } = ballots;
  let totalVotes = 0;
  for (let b = 0; b + 1 < starts.length; b += 1) {
    const weight = weights ? weights[b]! : 1;
    if (!(weight > 0)) continue;
    const stamp = b + 1;
    let ranked = 0;
    for (let p = starts[b]!; p < starts[b + 1]!; p += 1) {
      const a = choices[p]!;
      if (a >= n || seenIn[a] === stamp) continue;
      seenIn[a] = stamp;
      if (ranked === 0) firstChoices[a]! += weight;
      points[a]! += weight * (n - 1 - ranked);
      ranked += 1;
    }
    if (ranked > 0) totalVotes += weight;
  }
  return { firstChoices, points, totalVotes };
}

/** The most points win; a tie for the most is reported. */
export function countBorda(options: readonly CountOption[], tally: PointsTally): MethodResult {
  return resultByScore('borda', options, tally.totalVotes, tally.points, { unit: 'points', explanation: { method: 'borda', optionCount: options.length } });
}
