import type { CountRound } from '@runoff/counting';
import type { MessageFormat, RoundStory } from '@runoff/explain';
import type { MessageId } from '../i18n';

/** The Rounds Breakdown's status of a round, as a message. */
export const ROUND_STATUS_LABELS: Record<CountRound['status'], MessageId> = {
  'winner-elected': 'rounds.statusWinnerElected',
  'option-eliminated': 'rounds.statusOptionEliminated',
  'no-outcome': 'rounds.statusNoOutcome',
  'seats-filled': 'rounds.statusSeatsFilled',
};

/**
 * A round in the describer's words (@runoff/explain), one paragraph: the standings, what the round decided
 * and why, where its votes went, the votes exhausted so far. The Rounds Breakdown's Details cell and the
 * CSV report's Explanation column say exactly this.
 */
export function roundDetails(story: RoundStory, format: MessageFormat): string {
  return [story.standings, ...story.decision, ...story.transfers, ...(story.exhausted ? [story.exhausted] : [])].map(format).join(' ');
}
