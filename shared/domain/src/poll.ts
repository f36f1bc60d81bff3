/** A poll as the SQL functions return it (docs/database-api.md): camelCase, dates as ISO strings. */
export type PollStatus = 'waiting' | 'voting' | 'completed';

export const POLL_STATUSES: readonly PollStatus[] = ['waiting', 'voting', 'completed'];

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
}
