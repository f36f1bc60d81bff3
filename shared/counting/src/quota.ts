/** Runoff elects one option. */
export const SEATS = 1;

/** The Droop quota: floor(votes / (seats + 1)) + 1, and never below 1. */
export function droopQuota(totalVotes: number, seats: number = SEATS): number {
  return Math.max(1, Math.floor(totalVotes / (seats + 1)) + 1);
}
