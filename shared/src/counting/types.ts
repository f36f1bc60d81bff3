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
  /** Votes for each option still in the count this round, by option id. */
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
