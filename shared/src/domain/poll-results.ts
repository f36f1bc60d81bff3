import type { BallotGroup } from '@runoff/shared/counting';
import type { Poll } from './poll';

/** The part of the poll the results need (get_poll_results' `poll`, docs/database-api.md). */
export type ResultsPoll = Pick<Poll, 'id' | 'title' | 'status' | 'options'>;

/** get_poll_results' answer, checked: the ballots are the counting engine's ballot groups. */
export interface PollResults {
  poll: ResultsPoll;
  ballots: BallotGroup[];
  totalVotes: number;
  /** ISO time the server read the ballots: the report's "generated" time. */
  generatedAt: string;
}
