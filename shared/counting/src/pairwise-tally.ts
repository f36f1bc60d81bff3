import type { PackedBallots } from './types';

/**
 * Every pair of options, counted once over the ballots: the one pass the Condorcet methods share.
 * `above[i * n + j]` is the weight of the ballots ranking option i above option j. A ballot ranks every
 * option it names above every option it leaves out, and says nothing about two options it leaves out
 * (unranked options share the bottom). `firstChoices[i]` is the weight of the ballots whose first valid
 * choice is i (plurality, and the instant runoff's round one).
 */
export interface PairwiseTally {
  optionCount: number;
  above: Float64Array;
  firstChoices: Float64Array;
  /** Ballots (by weight) that rank at least one option: the count's `totalVotes`. */
  totalVotes: number;
}

/**
 * A ranked option is above every option but those ranked before it (and itself): its row gains the
 * ballot's weight once and only the options before it are taken back, so a ballot costs about its
 * length² / 2, not its length × the options. An index outside the options, a repeated option and a ballot
 * with no positive weight are skipped, as the instant runoff skips them.
 */
export function tallyPairs(optionCount: number, ballots: PackedBallots): PairwiseTally {
  const n = optionCount;
  const above = new Float64Array(n * n);
  const everyone = new Float64Array(n);
  const firstChoices = new Float64Array(n);
  // The ballot (+1) that last ranked each option: no clearing between ballots.
  const seenIn = new Uint32Array(n);
  const before = new Uint32Array(n);
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
      everyone[a]! += weight;
      const row = a * n;
      above[row + a]! -= weight;
      for (let q = 0; q < ranked; q += 1) above[row + before[q]!]! -= weight;
      before[ranked++] = a;
    }
    if (ranked > 0) {
      firstChoices[before[0]!]! += weight;
      totalVotes += weight;
    }
  }
  for (let i = 0; i < n; i += 1) for (let j = 0; j < n; j += 1) above[i * n + j]! += everyone[i]!;
  return { optionCount: n, above, firstChoices, totalVotes };
}

/** Whether more ballots rank i above j than j above i. */
export function beats(tally: PairwiseTally, i: number, j: number): boolean {
  const n = tally.optionCount;
  return tally.above[i * n + j]! > tally.above[j * n + i]!;
}

/** The option that beats every other one on one, or -1. */
export function condorcetWinnerOf(tally: PairwiseTally): number {
  const n = tally.optionCount;
  for (let i = 0; i < n; i += 1) {
    let all = true;
    for (let j = 0; j < n && all; j += 1) if (i !== j && !beats(tally, i, j)) all = false;
    if (all) return i;
  }
  return -1;
}
