import type { BallotGroup, CountOption, PackedBallots } from '@runoff/counting';

/**
 * The floor: one plain pass that reads every preference of every ballot once and adds it to its
 * option (how often each option is ranked at all). No count can read whole ballots with less work.
 */
export function plainPassRankings(options: readonly CountOption[], ballots: readonly BallotGroup[]): Float64Array {
  const index = new Map(options.map((option, i) => [option.id, i]));
  const mentions = new Float64Array(options.length + 1);
  for (let b = 0; b < ballots.length; b++) {
    const { ranking, count } = ballots[b]!;
    for (let p = 0; p < ranking.length; p++) {
      const option = index.get(ranking[p]!) ?? options.length;
      mentions[option] = mentions[option]! + count;
    }
  }
  return mentions;
}

export function plainPassPacked(optionCount: number, { choices, starts, weights }: PackedBallots): Float64Array {
  const mentions = new Float64Array(256 * 256);
  const size = starts.length - 1;
  for (let b = 0; b < size; b++) {
    const weight = weights ? weights[b]! : 1;
    const end = starts[b + 1]!;
    for (let p = starts[b]!; p < end; p++) mentions[choices[p]!] = mentions[choices[p]!]! + weight;
  }
  return mentions.subarray(0, optionCount);
}
