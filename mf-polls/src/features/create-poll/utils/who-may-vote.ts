import type { PollVoters } from '@runoff/domain';

/** Who may vote and ballot trackers, as create_poll takes them (issue 27). */
export interface VoterSettings {
  voters: PollVoters;
  trackers: boolean;
}

/**
 * What the form holds: the choice, and trackers as the host set them, or null while the host has not
 * touched the box (then they follow the choice: on for a list poll, off otherwise, as create_poll does).
 */
export interface VoterSettingsValues {
  voters: PollVoters;
  trackers: boolean | null;
}

/** The spec's defaults: anyone with the link, no trackers. A poll created as before is the same poll. */
export const DEFAULT_VOTER_SETTINGS: VoterSettingsValues = { voters: 'anyone', trackers: null };

/** The form's order: today's behaviour first. */
export const VOTER_CHOICES: readonly PollVoters[] = ['anyone', 'accounts', 'list'];

export function toVoterSettings(values: VoterSettingsValues): VoterSettings {
  return { voters: values.voters, trackers: values.trackers ?? values.voters === 'list' };
}
