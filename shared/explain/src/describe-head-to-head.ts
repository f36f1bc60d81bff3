import type { CountResult, HeadToHead } from '@runoff/counting';
import { message, option, options, type Message } from './messages';

/**
 * What the head-to-head table says beside the result: the Condorcet winner if there is one, and whether
 * the ranked-choice count, which is the result, agrees. Educational, never a second result.
 */
export function describeHeadToHead(result: CountResult, table: HeadToHead): Message {
  const condorcet = table.condorcetWinner;
  if (condorcet === null) return message('pairwise.no-condorcet', {});
  if (result.winners.length === 0) return message('pairwise.condorcet-tie', { option: option(condorcet) });
  if (result.winners.includes(condorcet)) {
    return message(result.seats === 1 ? 'pairwise.condorcet-same' : 'pairwise.condorcet-elected', { option: option(condorcet) });
  }
  return message('pairwise.condorcet-differs', { option: option(condorcet), winners: options(result.winners) });
}

/** One cell of the table in words: "Heat over Alien: 6 to 4". */
export function describePair(table: HeadToHead, i: number, j: number): Message {
  return message('pairwise.pair', {
    option: option(table.options[i]!),
    other: option(table.options[j]!),
    votes: table.above[i]![j]!,
    against: table.above[j]![i]!,
  });
}
