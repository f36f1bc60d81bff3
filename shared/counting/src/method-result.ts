import type { Margin, MethodExplanation, MethodResult, TallyMethod } from './method-types';
import type { CountOption } from './types';

/** Option indices in poll order (`order`, then position): how ties are listed and Tideman's tie-breaking ranking. */
export function pollOrder(options: readonly CountOption[]): number[] {
  return options.map((_, i) => i).sort((a, b) => options[a]!.order - options[b]!.order || a - b);
}

/**
 * The result of a method that ranks options by a score: the best score wins alone, or the options sharing
 * it are a tie, reported as one (no rule of the method separates them; none is made up). The margin is
 * the winner's score against the best other option's, in `unit`.
 */
export function resultByScore(
  method: TallyMethod,
  options: readonly CountOption[],
  totalVotes: number,
  score: ArrayLike<number>,
  { lowerWins = false, unit, explanation }: { lowerWins?: boolean; unit: Margin['unit']; explanation: MethodExplanation },
): MethodResult {
  const order = pollOrder(options);
  const better = (a: number, b: number) => (lowerWins ? a < b : a > b);
  let best = order.length > 0 ? score[order[0]!]! : 0;
  for (const i of order) if (better(score[i]!, best)) best = score[i]!;
  const top = order.filter((i) => score[i] === best);
  return finish(method, options, totalVotes, top, score, explanation, (winner) => {
    const rest = order.filter((i) => i !== winner);
    if (rest.length === 0) return null;
    const runnerUp = rest.reduce((a, b) => (better(score[b]!, score[a]!) ? b : a));
    return { over: options[runnerUp]!.id, amount: Math.abs(score[winner]! - score[runnerUp]!), unit };
  });
}

/** A result from the winning options (one, or a tie) and the scores; `margin` is asked only when one wins. */
export function finish(
  method: TallyMethod,
  options: readonly CountOption[],
  totalVotes: number,
  top: readonly number[],
  score: ArrayLike<number>,
  explanation: MethodExplanation,
  margin: (winner: number) => Margin | null,
): MethodResult {
  const scores: Record<string, number> = Object.create(null) as Record<string, number>;
  for (const i of pollOrder(options)) scores[options[i]!.id] = score[i]!;
  // Nobody ranked anything: no winner and no tie, as the instant runoff with no ballots.
  if (totalVotes === 0) return { method, totalVotes, winners: [], winner: null, tie: null, scores, margin: null, explanation };
  const sorted = pollOrder(options).filter((i) => top.includes(i));
  const alone = sorted.length === 1 ? sorted[0]! : null;
  return {
    method,
    totalVotes,
    winners: alone === null ? [] : [options[alone]!.id],
    winner: alone === null ? null : options[alone]!.id,
    tie: alone === null ? sorted.map((i) => options[i]!.id) : null,
    scores,
    margin: alone === null ? null : margin(alone),
    explanation,
  };
}
