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

/**
 * What decided a round: someone was elected, someone was eliminated, nothing could separate the options
 * left (a tie ends the count), or, after the last seats of a count with several seats were filled, the
 * final tally (the winners at the quota at most, their surplus with nobody left to go to).
 */
type RoundStatus = 'winner-elected' | 'option-eliminated' | 'no-outcome' | 'seats-filled';

/**
 * Where the ballots of one option elected or eliminated in a round go before the next round. All figures
 * are votes, multiples of 0.0001: `votes` = the sum of `to` + `exhausted` + `finalSurplus` + `residual`.
 */
export interface RoundTransfer {
  /** The option whose ballots move. */
  from: string;
  /** `surplus`: elected, its votes above the quota move on; `elimination`: all its votes move on. */
  kind: 'surplus' | 'elimination';
  /**
   * The share of each of its ballots' current value that moves on: for a winner surplus ÷ votes,
   * truncated to 4 decimal places (0 when it holds no more than the quota); 1 for an eliminated option.
   */
  fraction: number;
  /** The votes that move: the surplus (votes − quota, never below 0), or all of an eliminated option's votes. */
  votes: number;
  /** Votes each continuing option receives, by option id, in poll order; only options that receive some (no prototype). */
  to: Record<string, number>;
  /** Votes of ballots that rank no continuing option after this one: exhausted from the next round on. */
  exhausted: number;
  /** Surplus that goes to nobody because every seat is filled (RCTab's "final round surplus"). */
  finalSurplus: number;
  /** Surplus lost to truncating each ballot's value to 4 places (RCTab's "residual surplus"): counts for nobody. */
  residual: number;
}

/** A tie the count broke by a rule: the tied options and which one the rule chose. */
export interface TieBreak {
  /** What the tie decided: who is eliminated (tied for fewest votes) or elected first (one winner a round). */
  decided: 'eliminated' | 'elected';
  /** Runoff's one rule: the poll's option order (the later option goes, the earlier is elected first). */
  rule: 'option-order';
  /** The tied options, in poll order. */
  tied: string[];
  /** The option the rule chose. */
  chosen: string;
}

export interface CountRound {
  round: number;
  /**
   * Votes of each option in the count this round, by option id in poll order: every continuing option,
   * and every option elected in an earlier round (holding at most the quota). Eliminated options are
   * absent. Multiples of 0.0001 (whole numbers with one seat). An object without a prototype.
   */
  counts: Record<string, number>;
  /** Options elected this round, in order of election: most votes first, poll order on equal votes. */
  winners: string[];
  /** Option eliminated this round (at most one). */
  eliminated: string[];
  /** The tie broken this round by the option order, if one was. */
  tieBreak: TieBreak | null;
  /** What happens to the ballots of this round's winners and eliminated option, in that order; empty when the count ends here. */
  transfers: RoundTransfer[];
  /** Votes of ballots with no continuing option left ranked (exhausted), whole or in part. */
  exhausted: number;
  /** Residual surplus (RCTab's term) of all rounds so far: value lost to truncation to 4 places. */
  residualSurplus: number;
  /** The last winners' surplus that has nobody to go to, in the final round of a count with several seats; else 0. */
  finalSurplus: number;
  status: RoundStatus;
  /** The threshold this round used (the quota). */
  quota: number;
}

export interface CountResult {
  /** Ballots that rank at least one option of the poll. */
  totalVotes: number;
  /** Seats to fill. */
  seats: number;
  /** Round one's threshold (the quota). */
  quota: number;
  /** Elected options in order of election (round by round; within a round most votes first). */
  winners: string[];
  /** The first winner (the only one with one seat), or null. */
  winner: string | null;
  /** Options tied with no way to separate them for the seats left: the count ends, a runoff is needed. */
  tie: string[] | null;
  rounds: CountRound[];
}

/**
 * When the leading option wins a round with one seat: `quota` is the app's fixed Droop quota of the
 * ballots counted in round one; `continuing` is a majority of the ballots still continuing in that round
 * (RCTab, most US jurisdictions). docs/counting.md compares them. With several seats the quota is always
 * fixed from round one (RCTab's multi-winner rule).
 */
export type ThresholdRule = 'quota' | 'continuing';

/** Droop: floor(votes / (seats + 1)) + 1, the spec's; Hare: votes / seats, rounded up (several seats only). */
export type QuotaRule = 'droop' | 'hare';

export interface CountRules {
  /** Seats to fill, a whole number from 1 (the default). */
  seats?: number;
  /** Default `quota`, the app's rule; `continuing` applies to one seat (with several the quota is always fixed). */
  threshold?: ThresholdRule;
  /** Default `droop`. The three rules below are RCTab's for several seats (`pnpm tabulate` refuses them for one). */
  quota?: QuotaRule;
  /** RCTab's "non-integer winning threshold": the quota to 4 places, floor4(votes / (seats + 1)) + 0.0001. */
  fractionalQuota?: boolean;
  /**
   * RCTab's "allow only one winner per round": when several options reach the quota, only the one with
   * the most votes is elected in that round (the earlier in poll order on a tie). Default: all of them.
   */
  oneWinnerPerRound?: boolean;
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
