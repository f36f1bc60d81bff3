import type { CountRound } from '@runoff/counting';
import { formatCount } from '../../../lib/format-count';

export const ROUND_STATUS_LABELS: Record<CountRound['status'], string> = {
  'winner-elected': 'Winner elected',
  'option-eliminated': 'Option eliminated',
  'no-outcome': 'No outcome',
  'seats-filled': 'All seats filled',
};

/** Votes per option still in the count, most first (option order on equal counts). */
export function roundStandings(round: CountRound, order: readonly string[]): Array<{ id: string; votes: number }> {
  return order
    .filter((id) => id in round.counts)
    .map((id) => ({ id, votes: round.counts[id] ?? 0 }))
    .sort((a, b) => b.votes - a.votes);
}

/** The Details cell: "Alien 3, Heat 3, Jaws 1. Jaws eliminated." and exhausted ballots when there are any. */
export function describeRound(round: CountRound, order: readonly string[], name: (id: string) => string): string {
  const standings = roundStandings(round, order)
    .map(({ id, votes }) => `${name(id)} ${formatCount(votes)}`)
    .join(', ');
  const parts = [`${standings}.`];
  if (round.winners.length > 0) parts.push(`${round.winners.map(name).join(' & ')} elected.`);
  if (round.eliminated.length > 0) parts.push(`${round.eliminated.map(name).join(' & ')} eliminated.`);
  if (round.status === 'no-outcome') parts.push('All remaining options are tied.');
  if (round.exhausted > 0) {
    parts.push(`${formatCount(round.exhausted)} ${round.exhausted === 1 ? 'ballot has' : 'ballots have'} no remaining choice.`);
  }
  return parts.join(' ');
}
