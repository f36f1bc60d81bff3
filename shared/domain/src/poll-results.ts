import type { BallotGroup } from '@runoff/counting';
import type { Poll } from './poll';

/** The part of the poll the results need (get_poll_results' `poll`, docs/database-api.md). */
type ResultsPoll = Pick<Poll, 'id' | 'title' | 'status' | 'options' | 'seats'>;

/** get_poll_results' answer, checked: the ballots are the counting engine's ballot groups. */
export interface PollResults {
  poll: ResultsPoll;
  ballots: BallotGroup[];
  /** Votes counted. While voting is open this is all there is: `ballots` stays empty until completed. */
  totalVotes: number;
  /**
   * Stored ballots that are not a complete ranking of the poll's options: left out of the count, reported.
   * Always set by parsePollResults; optional so that results built elsewhere (fixtures) need not name it.
   */
  invalidBallots?: number;
  /** ISO time the server read the ballots: the report's "generated" time. */
  generatedAt: string;
}
