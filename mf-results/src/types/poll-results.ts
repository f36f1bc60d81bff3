import type { BallotGroup, CountResult } from '@runoff/shared/counting';

export type PollStatus = 'waiting' | 'voting' | 'completed';

export interface ResultsOption {
  id: string;
  text: string;
  order: number;
}

/** The part of the poll the results need (get_poll_results' `poll`, docs/database-api.md). */
export interface ResultsPoll {
  id: string;
  title: string;
  status: PollStatus;
  options: ResultsOption[];
}

/** get_poll_results' answer, checked: the ballots are the counting engine's ballot groups. */
export interface PollResults {
  poll: ResultsPoll;
  ballots: BallotGroup[];
  totalVotes: number;
  /** ISO time the server read the ballots: the report's "generated" time. */
  generatedAt: string;
}

/** A poll's results with the engine's count of them: what the panel, the animation and the CSV show. */
export interface CountedResults {
  results: PollResults;
  count: CountResult;
  /** Option names by id, for display. */
  names: Record<string, string>;
}
