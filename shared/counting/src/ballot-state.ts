/** What one transfer did with the value of the ballots it moved, in units (see quota.ts). */
export interface TransferFlow {
  /** Value that stays with the option: a winner's share of each ballot (nothing for an eliminated option). */
  kept: number;
  /** Value of ballots with no continuing option left ranked. */
  exhausted: number;
  /** Value that moves to nobody because every seat is filled. */
  finalSurplus: number;
}

/**
 * Where the ballots stand, by option index (the position in the options array). The round rules never
 * look at a ballot: they read `counts` and call `transfer`, which moves only the ballots whose current
 * choice is the option elected or eliminated. Over a whole count each ballot's preferences are read at
 * most once. `out[i]` (shared with the round rules) is 1 once option i is elected or eliminated.
 */
export interface BallotState {
  /** Ballots that rank at least one option of the poll. */
  readonly totalVotes: number;
  /** Value held by each continuing option, in units of 0.0001 vote; written by `transfer`. */
  readonly counts: Float64Array;
  /**
   * Moves every ballot whose current choice is `option` on to its next continuing option (or to
   * exhausted; to `finalSurplus` when every seat is filled), passing on `fraction` (in units: UNIT for
   * all of it) of its value, truncated to whole units; the rest stays with the option (`kept`).
   * Leaves `counts[option]` at 0.
   */
  transfer(option: number, fraction: number, seatsFilled: boolean, flow: TransferFlow): void;
}
