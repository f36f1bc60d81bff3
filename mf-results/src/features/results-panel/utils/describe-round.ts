import type { CountRound, RoundTransfer } from '@runoff/counting';
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

/**
 * One transfer, as the rounds table shows it: "Alien: surplus 1.5 at 0.3333 → Heat +1, Jaws +0.4999;
 * 0.0001 exhausted" or "Jaws: 1 → Alien +1". Receivers in poll order; what counts for nobody is named.
 */
export function describeTransfer(transfer: RoundTransfer, order: readonly string[], name: (id: string) => string): string {
  const moved =
    transfer.kind === 'surplus'
      ? `${name(transfer.from)}: surplus ${formatCount(transfer.votes)} at ${formatCount(transfer.fraction)}`
      : `${name(transfer.from)}: ${formatCount(transfer.votes)}`;
  const shares = order.filter((id) => (transfer.to[id] ?? 0) > 0).map((id) => `${name(id)} +${formatCount(transfer.to[id]!)}`);
  if (transfer.exhausted > 0) shares.push(`exhausted +${formatCount(transfer.exhausted)}`);
  if (transfer.finalSurplus > 0) shares.push(`nobody (seats filled) ${formatCount(transfer.finalSurplus)}`);
  if (transfer.residual > 0) shares.push(`lost to rounding ${formatCount(transfer.residual)}`);
  return shares.length === 0 ? `${moved} → nothing to pass on` : `${moved} → ${shares.join(', ')}`;
}
