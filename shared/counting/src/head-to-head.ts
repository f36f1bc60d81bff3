import type { CountOption, PackedBallots } from './types';

/**
 * Who beats whom one on one (docs/explanations.md, "Who beats whom"): for each pair of options, how many
 * ballots rank one above the other. A ballot ranks every option it names above every option it leaves
 * out, and says nothing about two options it leaves out. Educational only: the count's winner is the result.
 */
export interface HeadToHead {
  /** Option ids, in the order the count was given them (the poll's). */
  options: string[];
  /** `above[i][j]`: ballots ranking option i above option j (0 on the diagonal). */
  above: number[][];
  /** The option that beats every other one on one (more ballots rank it above than below), if any. */
  condorcetWinner: string | null;
}

/**
 * Counts the head-to-head table of packed ballots (the counting worker's form) in one pass. A ranked option
 * is above every option but those ranked before it (and itself): its row gains the ballot's weight once
 * (`everyone`), and only the options before it are taken back, so a ballot costs about its length² / 2,
 * not its length × the options. An index outside the options, a repeated option and a ballot with no
 * positive weight are skipped, as the count skips them.
 */
export function countHeadToHead(options: readonly CountOption[], ballots: PackedBallots): HeadToHead {
  const n = options.length;
  const above = new Float64Array(n * n);
  const everyone = new Float64Array(n);
  // The ballot (+1) that last ranked each option: no clearing between ballots.
  const seenIn = new Uint32Array(n);
  const before = new Uint32Array(n);
  const { choices, starts, weights } = ballots;
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
  }
  const rows = Array.from({ length: n }, (_, i) => Array.from(above.subarray(i * n, (i + 1) * n), (taken) => taken + everyone[i]!));
  return { options: options.map((option) => option.id), above: rows, condorcetWinner: condorcetWinner(rows, options) };
}

function condorcetWinner(above: number[][], options: readonly CountOption[]): string | null {
  const winner = above.findIndex((row, i) => row.every((votes, j) => i === j || votes > above[j]![i]!));
  return winner < 0 ? null : options[winner]!.id;
}
