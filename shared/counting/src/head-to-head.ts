import { condorcetWinnerOf, tallyPairs, type PairwiseTally } from './pairwise-tally';
import type { CountOption, PackedBallots } from './types';

/**
 * Who beats whom one on one (docs/explanations.md, "Who beats whom"): for each pair of options, how many
 * ballots rank one above the other. A ballot ranks every option it names above every option it leaves
 * out, and says nothing about two options it leaves out.
 */
export interface HeadToHead {
  /** Option ids, in the order the count was given them (the poll's). */
  options: string[];
  /** `above[i][j]`: ballots ranking option i above option j (0 on the diagonal). */
  above: number[][];
  /** The option that beats every other one on one (more ballots rank it above than below), if any. */
  condorcetWinner: string | null;
}

/** Counts the head-to-head table of packed ballots (the counting worker's form) in one pass (`tallyPairs`). */
export function countHeadToHead(options: readonly CountOption[], ballots: PackedBallots): HeadToHead {
  return headToHeadOf(options, tallyPairs(options.length, ballots));
}

/** The table of a tally already made (the methods share one pass). */
export function headToHeadOf(options: readonly CountOption[], tally: PairwiseTally): HeadToHead {
  const n = options.length;
  const above = Array.from({ length: n }, (_, i) => Array.from(tally.above.subarray(i * n, (i + 1) * n)));
  const winner = condorcetWinnerOf(tally);
  return { options: options.map((option) => option.id), above, condorcetWinner: winner < 0 ? null : options[winner]!.id };
}
