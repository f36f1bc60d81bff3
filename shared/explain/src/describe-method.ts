import type { MethodResult } from '@runoff/counting';
import { methodName } from './describe-comparison';
import { items, message, option, options, type Message } from './messages';

/**
 * A Condorcet method's count in its own terms, after the one-on-one table (`describePair`): Schulze's
 * strongest paths from the winner (or each tied option) to every other option and back, then why it wins;
 * Ranked Pairs' pairs in the order they were considered, each locked or skipped with the cycle it would
 * close named as a cycle, then why the winner wins. A tie under any method says so. Minimax, Copeland,
 * Borda and plurality are their scores (the table), so only a tie has a sentence.
 */
export function describeMethod(result: MethodResult): Message[] {
  const { explanation } = result;
  const said: Message[] = [];
  if (explanation.method === 'schulze') {
    for (const path of explanation.paths) {
      const ends = { option: option(path.from), other: option(path.to) };
      if (path.through.length === 0) said.push(message('schulze.no-path', ends));
      else if (path.through.length === 2) said.push(message('schulze.path-direct', { ...ends, votes: path.votes, against: path.against }));
      else said.push(message('schulze.path', { ...ends, through: options(path.through.slice(1, -1)), votes: path.votes, against: path.against }));
    }
    if (result.winner) said.push(message('schulze.won', { option: option(result.winner) }));
  }
  if (explanation.method === 'ranked-pairs') {
    for (const pair of explanation.pairs) {
      const values = { option: option(pair.winner), other: option(pair.loser), votes: pair.votes, against: pair.against };
      if (pair.locked || !pair.cycle) said.push(message('pairs.locked', values));
      else {
        const steps = pair.cycle.slice(1).map((other, i) => message('compare.beats', { option: option(pair.cycle![i]!), other: option(other) }));
        said.push(message('pairs.skipped', { ...values, cycle: items(steps, 'plain') }));
      }
    }
    if (result.winner) said.push(message('pairs.won', { option: option(result.winner) }));
  }
  if (result.tie) said.push(message('method.tie', { options: options(result.tie), method: items([methodName(result.method)]) }));
  return said;
}
