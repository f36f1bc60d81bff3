/** How many may join a poll (issue 8): a participant cap, enforced by the database. */
export interface RoomSettings {
  maxParticipants: number;
}

/** create_poll's default and bounds (docs/database-api.md). */
export const DEFAULT_MAX_PARTICIPANTS = 1000;
export const MIN_MAX_PARTICIPANTS = 1;
export const MAX_MAX_PARTICIPANTS = 100_000;

/**
 * The cap as typed → a whole number in range, or `{ error: 'outOfRange' }`, shown in the database's own
 * words ("The participant limit must be between 1 and 100,000").
 */
export function parseParticipantLimit(text: string): { value: number } | { error: 'outOfRange' } {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return { error: 'outOfRange' };
  const value = Number(trimmed);
  if (value < MIN_MAX_PARTICIPANTS || value > MAX_MAX_PARTICIPANTS) return { error: 'outOfRange' };
  return { value };
}
