import { tallyPoints, countBorda } from './borda';
import { countCopeland } from './copeland';
import { countPackedBallots } from './count-ballots';
import { headToHeadOf, type HeadToHead } from './head-to-head';
import { pollOrder } from './method-result';
import { COUNT_METHODS, type CountMethod, type Margin, type MethodResult, type TallyMethod } from './method-types';
import { countMinimax } from './minimax';
import { beats, MASK_TALLY_OPTIONS, tallyPairs, type PairwiseTally } from './pairwise-tally';
import { countPlurality } from './plurality';
import { countRankedPairs } from './ranked-pairs';
import { countSchulze } from './schulze';
import type { CountOption, CountResult, CountRules, PackedBallots } from './types';

/**
 * The most options a pairwise count takes: a Runoff poll's most (docs/security.md). Above 12 options the
 * tally costs up to length × n / 8 steps a ballot: a 400 MB file of full rankings of 100 options (a million
 * ballots) takes some 6–9 s of CPU. Borda, plurality and the instant runoff have no such limit.
 */
export const MAX_PAIRWISE_OPTIONS = 100;

const PAIRWISE: ReadonlySet<TallyMethod> = new Set(['schulze', 'ranked-pairs', 'minimax', 'copeland']);

/** Whether a method counts from the table of every pair (and so is held to MAX_PAIRWISE_OPTIONS). */
export function isPairwiseMethod(method: CountMethod): boolean {
  return PAIRWISE.has(method as TallyMethod);
}

function fromTally(method: TallyMethod, options: readonly CountOption[], tally: PairwiseTally): MethodResult {
  switch (method) {
    case 'schulze':
      return countSchulze(options, tally);
    case 'ranked-pairs':
      return countRankedPairs(options, tally);
    case 'minimax':
      return countMinimax(options, tally);
    case 'copeland':
      return countCopeland(options, tally);
    case 'plurality':
      return countPlurality(options, tally);
    case 'borda':
      return countBorda(options, { ...tally, points: bordaFromPairs(tally) });
  }
}

/** An option's Borda points are the ballots' "ranked above" counts of its row: one point per option below it. */
function bordaFromPairs(tally: PairwiseTally): Float64Array {
  const n = tally.optionCount;
  const points = new Float64Array(n);
  for (let i = 0; i < n; i += 1) for (let j = 0; j < n; j += 1) points[i]! += tally.above[i * n + j]!;
  return points;
}

function checkPairwise(method: TallyMethod, options: readonly CountOption[]): void {
  if (PAIRWISE.has(method) && options.length > MAX_PAIRWISE_OPTIONS) {
    throw new RangeError(`${method} compares every pair of options: at most ${MAX_PAIRWISE_OPTIONS}, not ${options.length}`);
  }
}

/**
 * One winner by one of the methods beside the instant runoff (docs/counting.md), on packed ballots. The
 * Condorcet methods count every pair in one pass (`tallyPairs`) and then work on that n × n table alone;
 * Borda and plurality use the same tally up to 12 options, and above read each ballot once for points.
 */
export function countWithMethod(method: TallyMethod, options: readonly CountOption[], ballots: PackedBallots): MethodResult {
  checkPairwise(method, options);
  // Up to 12 options the pairs are tallied in a ballot's length too, and faster than adding points.
  if (options.length <= MASK_TALLY_OPTIONS) return fromTally(method, options, tallyPairs(options.length, ballots));
  if (method === 'borda') return countBorda(options, tallyPoints(options.length, ballots));
  if (method === 'plurality') {
    const { firstChoices, totalVotes } = tallyPoints(options.length, ballots);
    return countPlurality(options, { firstChoices, totalVotes });
  }
  return fromTally(method, options, tallyPairs(options.length, ballots));
}

/** One method's line of the comparison. */
export interface MethodOutcome {
  method: CountMethod;
  winner: string | null;
  tie: string[] | null;
  margin: Margin | null;
}

/** Every method on the same ballots: who each elects and by how much, and what explains where they differ. */
export interface MethodComparison {
  totalVotes: number;
  pairwise: HeadToHead;
  /**
   * With no Condorcet winner, a shortest cycle of one-on-one wins, its first option repeated at the end
   * (A beats B, B beats C, C beats A: [A, B, C, A]); null when there is a Condorcet winner or no cycle
   * (options that tie one on one and are beaten by nobody else).
   */
  cycle: string[] | null;
  /** In COUNT_METHODS order, the instant runoff first. */
  outcomes: MethodOutcome[];
  instantRunoff: CountResult;
  results: MethodResult[];
}

/**
 * Counts the ballots by every method: the instant runoff under `rules` (one seat), and the six others from
 * one pairwise tally, so the ballots are read twice in all.
 */
export function compareMethods(options: readonly CountOption[], ballots: PackedBallots, rules?: CountRules): MethodComparison {
  checkPairwise('schulze', options);
  const instantRunoff = countPackedBallots(options, ballots, { ...rules, seats: 1 });
  const tally = tallyPairs(options.length, ballots);
  const results = COUNT_METHODS.filter((method): method is TallyMethod => method !== 'irv').map((method) => fromTally(method, options, tally));
  const pairwise = headToHeadOf(options, tally);
  return {
    totalVotes: tally.totalVotes,
    pairwise,
    cycle: pairwise.condorcetWinner === null ? shortestCycle(options, tally) : null,
    outcomes: [
      { method: 'irv', winner: instantRunoff.winner, tie: instantRunoff.tie, margin: runoffMargin(instantRunoff) },
      ...results.map(({ method, winner, tie, margin }) => ({ method, winner, tie, margin })),
    ],
    instantRunoff,
    results,
  };
}

/** The instant runoff's margin: the winner's votes in the last round over the next option's there. */
function runoffMargin(result: CountResult): Margin | null {
  const last = result.rounds.at(-1);
  if (!result.winner || !last) return null;
  const others = Object.entries(last.counts).filter(([id]) => id !== result.winner);
  if (others.length === 0) return null;
  const [over, votes] = others.reduce((a, b) => (b[1] > a[1] ? b : a));
  return { over, amount: last.counts[result.winner]! - votes, unit: 'votes' };
}

/** A shortest cycle of one-on-one wins (breadth first from each option in poll order), or null. */
function shortestCycle(options: readonly CountOption[], tally: PairwiseTally): string[] | null {
  const n = tally.optionCount;
  let best: number[] | null = null;
  for (const start of pollOrder(options)) {
    const cameFrom = new Int32Array(n).fill(-1);
    const queue = [start];
    let found = -1;
    for (let at = 0; at < queue.length && found < 0; at += 1) {
      const option = queue[at]!;
      for (let next = 0; next < n; next += 1) {
        if (!beats(tally, option, next)) continue;
        if (next === start) {
          found = option;
          break;
        }
        if (cameFrom[next]! < 0) {
          cameFrom[next] = option;
          queue.push(next);
        }
      }
    }
    if (found < 0) continue;
    const cycle = [start];
    for (let step = found; step !== start; step = cameFrom[step]!) cycle.splice(1, 0, step);
    cycle.push(start);
    if (best === null || cycle.length < best.length) best = cycle;
  }
  return best && best.map((o) => options[o]!.id);
}
