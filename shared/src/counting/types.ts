/** An option as the count sees it; `order` breaks ties (lower comes first). */
export interface CountOption {
  id: string;
  name: string;
  order: number;
}

/** Identical rankings grouped with how many ballots cast them (first choice first). */
export interface BallotGroup {
  ranking: readonly string[];
  count: number;
}

export type RoundStatus = 'winner-elected' | 'option-eliminated' | 'no-outcome';

export interface CountRound {
  round: number;
  /** Votes for each option still in the count this round, by option id (an object without a prototype). */
  counts: Record<string, number>;
  winners: string[];
  eliminated: string[];
  /** Ballots with no remaining option ranked. */
  exhausted: number;
  status: RoundStatus;
  quota: number;
}

export interface CountResult {
  /** Ballots that rank at least one option of the poll. */
  totalVotes: number;
  quota: number;
  winner: string | null;
  /** Option ids tied with no way to separate them: a runoff is needed. */
  tie: string[] | null;
  rounds: CountRound[];
}

/**
 * When the leading option wins a round: `quota` is the app's fixed Droop quota of the ballots counted in
 * round one; `continuing` is a majority of the ballots still continuing in that round (RCTab, most US
 * jurisdictions). docs/counting.md compares them.
 */
export type ThresholdRule = 'quota' | 'continuing';

export interface CountRules {
  /** Default `quota`, the app's rule. */
  threshold?: ThresholdRule;
}

/**
 * Ballots already encoded as small integers, as the CSV reader builds them: ballot `b` ranks
 * `choices[starts[b]] … choices[starts[b + 1] - 1]`, each an index into the options passed with them
 * (values outside the options are skipped). `weights[b]` (default 1) is how many ballots it stands for.
 */
export interface PackedBallots {
  choices: Uint8Array | Uint16Array;
  /** One more entry than there are ballots. */
  starts: Uint32Array;
  weights?: Uint32Array | Float64Array;
}
