import type { BallotGroup } from '@runoff/counting';
import type { Poll } from './poll';

/** The part of the poll the results need (get_poll_results' `poll`, docs/database-api.md). */
type ResultsPoll = Pick<Poll, 'id' | 'title' | 'status' | 'options' | 'seats' | 'countingMethod'> & {
  /** The host's account id, when the server sent it (who may publish the ballots). */
  createdBy?: string;
  /** Whether each ballot has a tracker (issue 27), when the server said. */
  trackers?: boolean;
};

/**
 * A published ballot list as get_poll_results gives it (issue 27): who it is published to, when, and the
 * fingerprint recorded at publication (docs/counting.md, "The ballot list and its fingerprint").
 */
export interface PublishedBallotList {
  publication: 'participants' | 'everyone';
  publishedAt: string | null;
  /** SHA-256 of the list's canonical form, 64 lower-case hex digits. */
  fingerprint: string;
}

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
  /** Set once the host published the ballot list (issue 27); absent before. */
  ballotList?: PublishedBallotList;
}
