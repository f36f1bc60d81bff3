import type { HeadToHead } from './head-to-head';

/** Every way Runoff counts one winner: the instant runoff (the default) and the six compared with it. */
export const COUNT_METHODS = ['irv', 'schulze', 'ranked-pairs', 'minimax', 'copeland', 'borda', 'plurality'] as const;
export type CountMethod = (typeof COUNT_METHODS)[number];
/** The methods counted from one tally of the ballots (all but the instant runoff, which counts in rounds). */
export type TallyMethod = Exclude<CountMethod, 'irv'>;

/**
 * How far the winner is ahead, in the method's own unit, against the option it is closest to (`over`):
 * votes (the instant runoff's last round; plurality's first choices; Minimax, the runner-up's worst defeat
 * minus the winner's; Schulze, the winner's strongest path to `over` minus the path back; Ranked Pairs,
 * the weakest pair, votes − against, on the chain of locked pairs from the winner to `over`), Borda
 * points, or Copeland wins.
 */
export interface Margin {
  over: string;
  amount: number;
  unit: 'votes' | 'points' | 'wins';
}

/** A pair the Ranked Pairs count considered, strongest first. */
export interface RankedPair {
  winner: string;
  loser: string;
  /** Ballots ranking the winner above the loser (the pair's strength), and the loser above the winner. */
  votes: number;
  against: number;
  locked: boolean;
  /** A skipped pair: the locked pairs it would close a cycle with, as the cycle's options (first = last). */
  cycle: string[] | null;
  /** Another pair had exactly its votes and against: Tideman's tie-breaking ranking (the poll order) put them in this order. */
  orderedByPollOrder: boolean;
}

/** A strongest path of the Schulze count: its options from start to end, and the strength of its weakest link. */
export interface StrongestPath {
  from: string;
  to: string;
  /** The weakest link's ballots for and against (0 and 0 when there is no path). */
  votes: number;
  against: number;
  /** The options along the path, `from` first and `to` last; empty when there is none. */
  through: string[];
}

export type MethodExplanation =
  | { method: 'schulze'; pairwise: HeadToHead; paths: StrongestPath[] }
  | { method: 'ranked-pairs'; pairwise: HeadToHead; pairs: RankedPair[] }
  | { method: 'minimax'; pairwise: HeadToHead; worstDefeat: Record<string, { by: string; votes: number; against: number } | null> }
  | { method: 'copeland'; pairwise: HeadToHead; record: Record<string, { wins: number; ties: number; losses: number }> }
  | { method: 'borda'; optionCount: number }
  | { method: 'plurality' };

/** One method's count: its winner or its tie, every option's score and the count in the method's own terms. */
export interface MethodResult {
  method: TallyMethod;
  /** Ballots that rank at least one option (as the instant runoff's `totalVotes`). */
  totalVotes: number;
  /** The winner, alone; empty when the rule ends in a tie. */
  winners: string[];
  winner: string | null;
  /** The options the rule cannot separate for the win, in poll order; null when there is a winner. */
  tie: string[] | null;
  /**
   * Each option's score by id, in poll order (an object without a prototype): Schulze, how many options it
   * beats by strongest path; Ranked Pairs, how many options it is locked above, directly or through others;
   * Minimax, its worst defeat's winning votes (lower is better); Copeland, wins + ½ a tie; Borda, points;
   * plurality, first choices.
   */
  scores: Record<string, number>;
  margin: Margin | null;
  explanation: MethodExplanation;
}
