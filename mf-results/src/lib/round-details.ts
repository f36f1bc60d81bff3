import type { CountRound } from '@runoff/counting';
import type { MessageFormat, RoundStory } from '@runoff/explain';

export const ROUND_STATUS_LABELS: Record<CountRound['status'], string> = {
  'winner-elected': 'Winner elected',
  'option-eliminated': 'Option eliminated',
  'no-outcome': 'No outcome',
  'seats-filled': 'All seats filled',
};

/**
 * A round in the describer's words (@runoff/explain), one paragraph: the standings, what the round decided
 * and why, where its votes went, the votes exhausted so far. The Rounds Breakdown's Details cell and the
 * CSV report's Explanation column say exactly this.
 */
export function roundDetails(story: RoundStory, format: MessageFormat): string {
  return [story.standings, ...story.decision, ...story.transfers, ...(story.exhausted ? [story.exhausted] : [])].map(format).join(' ');
}
