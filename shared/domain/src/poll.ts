import type { CountMethod } from '@runoff/counting';

/** A poll as the SQL functions return it (docs/database-api.md): camelCase, dates as ISO strings. */
export type PollStatus = 'waiting' | 'voting' | 'completed';

export const POLL_STATUSES: readonly PollStatus[] = ['waiting', 'voting', 'completed'];

/**
 * Who may vote (issue 27): anyone with the link (the default), people with an account (accounts_only), or
 * only the voters on the poll's list (its e-mail addresses and printed voting codes).
 */
export type PollVoters = 'anyone' | 'accounts' | 'list';

export const POLL_VOTERS: readonly PollVoters[] = ['anyone', 'accounts', 'list'];

export interface PollOption {
  /** option_1, option_2, ... in the host's order. */
  id: string;
  text: string;
  /** Position from 0. */
  order: number;
}

export interface Poll {
  id: string;
  title: string;
  description: string;
  category: string;
  options: PollOption[];
  createdBy: string;
  /** ISO string; null when the server sent none (shown as Unknown Date). */
  createdAt: string | null;
  updatedAt: string | null;
  isActive: boolean;
  status: PollStatus;
  participantCount: number;
  expiresAt: string | null;
  /** The number of winners (seats): 1 to one less than the options (docs/counting.md for several). */
  seats: number;
  /**
   * null: every voter ranks every option (the spec's rule). A number: voters may rank only their top
   * choices, at least this many (partial rankings, a poll setting).
   */
  minRanked: number | null;
  /** Fair ballots: each voter's ballot starts in its own random order (docs/decisions.md). */
  shuffleBallots: boolean;
  /**
   * The rule that decides the winner (issue 31): 'irv', the instant runoff (the single transferable vote
   * with several seats), the spec's default; or a one-winner method (docs/counting.md).
   */
  countingMethod: CountMethod;
  /** Who may vote; the database holds everyone to it at join and at vote. */
  voters: PollVoters;
  /** Ballot trackers: each voter gets a random tracker with their ballot (on by default for list polls). */
  trackers: boolean;
}

/**
 * A poll's election settings as the database gives them; absent ones are the defaults (1 seat, full
 * ranking, shuffled, the instant runoff).
 */
export type ElectionSettings = Pick<Poll, 'seats' | 'minRanked' | 'shuffleBallots' | 'countingMethod'>;
