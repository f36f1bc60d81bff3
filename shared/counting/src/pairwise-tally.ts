import { tallyByBlocks, tallyByMasks } from './tally-by-sets';
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
 * With up to this many options a ballot is tallied in its length's steps (`tallyByMasks`); with more (up to
 * 128), by the set before each option cut in blocks of 8 options (`tallyByBlocks`), a ballot's length × n / 8
 * steps at most; beyond, pair by pair. The masks' table holds n × 2^n numbers: 12 options, 49,152 (384 kB).
 */
export const MASK_TALLY_OPTIONS = 12;
/** Above this the blocks' table (n × n / 8 × 256 numbers, 4 MB at 128) outgrows the caches and loses to pair by pair. */
const MAX_BLOCK_TALLY_OPTIONS = 128;

/**
 * Counts every pair of options over the ballots. An index outside the options, a repeated option and a
 * ballot with no positive weight are skipped, as the instant runoff skips them. `strategy` is for tests
 * (every way gives the same table); by default the fastest for the number of options.
 */
export function tallyPairs(
  optionCount: number,
  ballots: PackedBallots,
  strategy: 'masks' | 'blocks' | 'pairs' = optionCount <= MASK_TALLY_OPTIONS ? 'masks' : optionCount <= MAX_BLOCK_TALLY_OPTIONS ? 'blocks' : 'pairs',
): PairwiseTally {
  if (strategy === 'masks') return tallyByMasks(optionCount, ballots);
  return strategy === 'blocks' ? tallyByBlocks(optionCount, ballots) : tallyByPairs(optionCount, ballots);
}

/** The same table for many options: each ranked option's row gains the weight once and loses it for each option before it. */
function tallyByPairs(n: number, ballots: PackedBallots): PairwiseTally {
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
