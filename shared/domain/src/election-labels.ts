import type { Poll } from './poll';

/** "1 winner", "3 winners": how many seats a poll fills, as every screen shows it (issue 21). */
export function winnersLabel(seats: number): string {
  return seats === 1 ? '1 winner' : `${seats.toLocaleString('en-US')} winners`;
}

/** How a ballot is filled in: "Rank every option" or "Rank at least 2 of 7 options" (partial rankings). */
export function rankingRuleLabel(poll: Pick<Poll, 'minRanked' | 'options'>): string {
  if (poll.minRanked === null) return 'Rank every option';
  return `Rank at least ${poll.minRanked} of ${poll.options.length} options`;
}
