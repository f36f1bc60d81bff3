/**
 * A poll's election settings as the create form holds them (issue 21): the number of winners (seats),
 * partial rankings with their minimum, and fair ballots. The database checks the same rules
 * (create_poll, docs/database-api.md) with the same words.
 */
export interface ElectionSettingsValues {
  /** As typed. */
  seats: string;
  /** "Voters may rank only their top choices": off by default (every option ranked, the spec's rule). */
  partialRankings: boolean;
  /** The least number of options a ballot ranks when partial rankings are on, as typed. */
  minRanked: string;
  /** Fair ballots: each voter's ballot starts in its own random order (on by default). */
  shuffleBallots: boolean;
}

/** What create_poll takes: `minRanked` null asks every voter to rank every option. */
export interface ElectionSettings {
  seats: number;
  minRanked: number | null;
  shuffleBallots: boolean;
}

export const DEFAULT_ELECTION_SETTINGS: ElectionSettingsValues = {
  seats: '1',
  partialRankings: false,
  minRanked: '1',
  shuffleBallots: true,
};

function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,4}$/.test(trimmed) ? Number(trimmed) : null;
}

/** The field at fault; each is shown in the database's words ("The number of winners must be at least 1 …"). */
export type ElectionSettingsField = 'seats' | 'minRanked';

/**
 * The settings as create_poll takes them for a poll of `optionCount` options (blank options left out),
 * or the field at fault.
 */
export function parseElectionSettings(
  values: ElectionSettingsValues,
  optionCount: number,
): { value: ElectionSettings } | { error: ElectionSettingsField } {
  const seats = wholeNumber(values.seats);
  if (seats === null || seats < 1 || seats >= Math.max(2, optionCount)) return { error: 'seats' };
  if (!values.partialRankings) return { value: { seats, minRanked: null, shuffleBallots: values.shuffleBallots } };
  const minRanked = wholeNumber(values.minRanked);
  if (minRanked === null || minRanked < 1 || minRanked > Math.max(1, optionCount)) {
    return { error: 'minRanked' };
  }
  return { value: { seats, minRanked, shuffleBallots: values.shuffleBallots } };
}
