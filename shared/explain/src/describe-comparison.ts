import type { CountMethod, Margin, MethodComparison, MethodOutcome } from '@runoff/counting';
import { items, message, option, options, type Message } from './messages';

/** A method's name as a message ("Schulze", "the instant runoff"). */
export function methodName(method: CountMethod): Message {
  return message(`method.${method}`, {});
}

/** "by 3 votes over Sushi", "by 12 points over Tacos", "by 1.5 wins over Curry". */
export function describeMargin(margin: Margin): Message {
  return message(`margin.${margin.unit}`, { votes: margin.amount, option: option(margin.over) });
}

const names = (methods: readonly CountMethod[]) => items(methods.map(methodName));

/**
 * One sentence for each way the methods disagree on the same ballots, in terms a room understands (docs/counting.md,
 * "Every method compared"): with a Condorcet winner, why each method that does not elect it does not (the
 * instant runoff's centre squeeze, plurality's first choices, Borda's points); without one, the cycle (or the
 * options tied one on one) and which methods elect whom. When every method elects the same option, one
 * sentence says so.
 */
export function describeComparison(comparison: MethodComparison): Message[] {
  const { outcomes, pairwise } = comparison;
  const condorcet = pairwise.condorcetWinner;
  const first = outcomes[0];
  if (first?.winner && outcomes.every((outcome) => outcome.winner === first.winner)) return [message('compare.agree', { option: option(first.winner) })];
  if (comparison.totalVotes === 0) return [];

  if (condorcet !== null) return outcomes.filter((outcome) => outcome.winner !== condorcet).map((outcome) => whyNotCondorcet(comparison, outcome, condorcet));

  const said: Message[] = [];
  if (comparison.cycle) {
    const steps = comparison.cycle.slice(1).map((other, i) => message('compare.beats', { option: option(comparison.cycle![i]!), other: option(other) }));
    said.push(message('compare.cycle', { cycle: items(steps, 'plain') }));
  } else {
    said.push(message('compare.no-condorcet', { options: options(unbeaten(comparison)) }));
  }
  // Methods grouped by what they elect, in the order the table lists them.
  const groups = new Map<string, { outcome: MethodOutcome; methods: CountMethod[] }>();
  for (const outcome of outcomes) {
    const key = outcome.winner ?? `tie:${(outcome.tie ?? []).join('\u0000')}`;
    const group = groups.get(key) ?? { outcome, methods: [] };
    group.methods.push(outcome.method);
    groups.set(key, group);
  }
  for (const { outcome, methods } of groups.values()) {
    if (outcome.winner) said.push(message('compare.split', { methods: names(methods), winners: options([outcome.winner]) }));
    else if (outcome.tie) said.push(message('compare.tie', { methods: names(methods), options: options(outcome.tie) }));
  }
  return said;
}

function whyNotCondorcet(comparison: MethodComparison, outcome: MethodOutcome, condorcet: string): Message {
  const { pairwise } = comparison;
  if (outcome.winner === null) {
    return message('compare.condorcet-tie', { option: option(condorcet), method: names([outcome.method]), options: options(outcome.tie ?? []) });
  }
  if (outcome.method === 'irv') {
    const round = comparison.instantRunoff.rounds.find((r) => r.eliminated.includes(condorcet));
    if (round) return message('compare.centre-squeeze', { option: option(condorcet), round: round.round });
  }
  if (outcome.method === 'plurality' || outcome.method === 'borda') {
    const c = pairwise.options.indexOf(condorcet);
    const w = pairwise.options.indexOf(outcome.winner);
    return message(`compare.${outcome.method}`, {
      option: option(condorcet),
      winner: option(outcome.winner),
      votes: pairwise.above[c]![w]!,
      against: pairwise.above[w]![c]!,
    });
  }
  return message('compare.condorcet-not-elected', { option: option(condorcet), method: names([outcome.method]), winners: options([outcome.winner]) });
}

/** With no Condorcet winner and no cycle: the options nobody beats one on one (they tie with each other). */
function unbeaten({ pairwise }: MethodComparison): string[] {
  const { above } = pairwise;
  return pairwise.options.filter((_, i) => above.every((row, j) => i === j || row[i]! <= above[i]![j]!));
}
