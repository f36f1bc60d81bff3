import type { CountOption, CountResult, CountRound } from '@runoff/counting';
import type { AnimationBar, AnimationStep, FinalOutcome } from './animation-types';
import { formatCount, listNames } from '../../../lib/format-count';
import { distributeVotes } from './distribute-votes';
import { buildSeatsSteps } from './build-seats-steps';

export const NO_OPTIONS_MESSAGE = 'No options left to process in the animation';

/** Thrown when there is nothing to animate the count of (the catalogue's animation error). */
export class NoOptionsError extends Error {
  override name = 'NoOptionsError';
  constructor() {
    super(NO_OPTIONS_MESSAGE);
  }
}

/**
 * Counting one vote per tick (product §4.5) is kept while a round has few votes; above that each tick counts a
 * batch, so a round's counting takes at most this many ticks (docs/count-animation.md)...
 */
export const MAX_COUNT_TICKS_PER_ROUND = 25;
/** ...and all rounds' counting together about this many, so a 100-option poll still ends in minutes. */
export const COUNT_TICK_BUDGET = 200;
const MIN_COUNT_TICKS_PER_ROUND = 3;

export function countTicksPerRound(rounds: number): number {
  return Math.max(MIN_COUNT_TICKS_PER_ROUND, Math.min(MAX_COUNT_TICKS_PER_ROUND, Math.floor(COUNT_TICK_BUDGET / Math.max(1, rounds))));
}

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/**
 * The count animation as a list of frames, driven by the counting engine's rounds (never a second count).
 * Per round: a pause on the round's start, the votes counted in batches (round 1: first choices; later
 * rounds: the eliminated option's ballots moving to their next choice), the winner check, then the
 * elimination, the winner or the tie. The React player only shows these frames one after the other.
 */
export function buildAnimationSteps(options: readonly CountOption[], result: CountResult): AnimationStep[] {
  if (options.length === 0) throw new NoOptionsError();
  if (result.totalVotes === 0 || result.rounds.length === 0) return [];
  // Several seats: fractional votes and surpluses, their own frames (one seat keeps the frames below).
  if (result.seats > 1) return buildSeatsSteps(options, result, countTicksPerRound(result.rounds.length));
  const ordered = [...options].sort((a, b) => a.order - b.order);
  const names = new Map(ordered.map((option) => [option.id, option.name]));
  const name = (id: string) => names.get(id) ?? id;
  const ticksPerRound = countTicksPerRound(result.rounds.length);
  const steps: AnimationStep[] = [];
  const eliminated = new Set<string>();
  let previous: Record<string, number> = {};
  let previousExhausted = 0;
  let lastOut = '';

  const bars = (votes: (id: string) => number, state: (id: string) => AnimationBar['state'] = () => 'in-count') =>
    ordered.map((option, index) => ({ optionId: option.id, name: option.name, votes: votes(option.id), state: state(option.id), index }));

  for (const round of result.rounds) {
    const inCount = ordered.filter((option) => !eliminated.has(option.id)).map((option) => option.id);
    const toCount = result.totalVotes - round.exhausted;
    // Round 1 counts every first choice; later rounds count only the ballots that moved.
    const base = new Map(inCount.map((id) => [id, round.round === 1 ? 0 : (previous[id] ?? 0)]));
    const increments = new Map(inCount.map((id) => [id, (round.counts[id] ?? 0) - (base.get(id) ?? 0)]));
    const moving = [...increments.values()].reduce((sum, n) => sum + n, 0);
    const alreadyCounted = toCount - moving;
    const frame = (shown: ReadonlyMap<string, number>, counted: number) => ({
      round: round.round,
      bars: bars(
        (id) => (eliminated.has(id) ? 0 : (base.get(id) ?? 0) + (shown.get(id) ?? 0)),
        (id) => (eliminated.has(id) ? 'eliminated' : 'in-count'),
      ),
      counted,
      toCount,
      quota: round.quota,
      banner: null,
      final: null,
    });

    steps.push({
      ...frame(new Map(), alreadyCounted),
      kind: 'round-start',
      narration: roundStartNarration(round, moving, result, lastOut, round.exhausted - previousExhausted),
      ticks: 2,
    });

    const batch = Math.max(1, Math.ceil(moving / ticksPerRound));
    let shown = new Map<string, number>();
    for (let counted = Math.min(batch, moving); moving > 0; counted = Math.min(counted + batch, moving)) {
      shown = distributeVotes(increments, moving, counted, shown);
      steps.push({
        ...frame(shown, alreadyCounted + counted),
        kind: 'count',
        narration: round.round === 1 ? `Counting first choices: ${formatCount(counted)} of ${formatCount(moving)}.` : `Moving ballots to their next choice: ${formatCount(counted)} of ${formatCount(moving)}.`,
        ticks: 1,
      });
      if (counted === moving) break;
    }

    const standings = inCount.map((id) => ({ id, votes: round.counts[id] ?? 0 })).sort((a, b) => b.votes - a.votes);
    const leader = standings[0]!;
    steps.push({
      ...frame(shown, toCount),
      kind: 'winner-check',
      narration:
        leader.votes >= round.quota
          ? `${name(leader.id)} has ${plural(leader.votes, 'vote', 'votes')}, reaching the quota of ${formatCount(round.quota)}.`
          : `${name(leader.id)} leads with ${plural(leader.votes, 'vote', 'votes')}; the quota is ${formatCount(round.quota)}. No option has reached it yet.`,
      ticks: 2,
    });

    const done = frame(shown, toCount);
    if (round.winners.length > 0) {
      steps.push(winnerStep(done, round, result, name, inCount.length === 1 && leader.votes < round.quota));
    } else if (round.eliminated.length > 0) {
      const out = listNames(round.eliminated.map(name));
      const lowest = round.counts[round.eliminated[0]!] ?? 0;
      steps.push({
        ...done,
        kind: 'elimination',
        bars: done.bars.map((bar) => (round.eliminated.includes(bar.optionId) ? { ...bar, state: 'eliminated' } : bar)),
        banner: { tone: 'eliminated', text: `${out} eliminated` },
        narration: `${out} has the fewest votes (${formatCount(lowest)}) and is eliminated. Its ballots move to each voter's next choice.`,
        ticks: 2,
      });
      round.eliminated.forEach((id) => eliminated.add(id));
      lastOut = out;
    } else if (result.tie) {
      const tied = result.tie.map(name);
      steps.push({
        ...done,
        kind: 'tie',
        bars: done.bars.map((bar) => (result.tie!.includes(bar.optionId) ? { ...bar, state: 'tied' } : bar)),
        banner: { tone: 'tie', text: `Tie between ${listNames(tied)}` },
        narration: `${listNames(tied)} have ${plural(leader.votes, 'vote', 'votes')} each, below the quota: nothing separates them.`,
        ticks: 2,
        final: { kind: 'tie', names: tied },
      });
    }
    previous = round.counts;
    previousExhausted = round.exhausted;
  }
  return steps;
}

function winnerStep(
  done: Omit<AnimationStep, 'kind' | 'narration' | 'ticks'>,
  round: CountRound,
  result: CountResult,
  name: (id: string) => string,
  lastRemaining: boolean,
): AnimationStep {
  const id = round.winners[0]!;
  const votes = round.counts[id] ?? 0;
  const final: FinalOutcome = {
    kind: 'winner',
    optionId: id,
    name: name(id),
    votes,
    rounds: result.rounds.length,
    reason: lastRemaining ? 'last-remaining' : 'quota',
  };
  return {
    ...done,
    kind: 'winner',
    bars: done.bars.map((bar) => (bar.optionId === id ? { ...bar, state: 'winner' } : bar)),
    banner: { tone: 'winner', text: `${name(id)} wins!` },
    narration: lastRemaining
      ? `${name(id)} is the last option remaining and wins with ${plural(votes, 'vote', 'votes')}.`
      : `${name(id)} reaches the quota with ${formatCount(votes)} of ${plural(result.totalVotes, 'vote', 'votes')} and wins.`,
    ticks: 2,
    final,
  };
}

function roundStartNarration(round: CountRound, moving: number, result: CountResult, from: string, newlyExhausted: number): string {
  if (round.round === 1) {
    return `Round 1: each ballot counts for its first choice. ${plural(result.totalVotes, 'ballot', 'ballots')} to count; ${plural(result.quota, 'vote wins', 'votes win')}.`;
  }
  const exhausted = newlyExhausted > 0 ? ` ${plural(newlyExhausted, 'ballot has', 'ballots have')} no further choice and leaves the count.` : '';
  return `Round ${round.round}: ${plural(moving, 'ballot moves', 'ballots move')} from ${from} to the next choice.${exhausted}`;
}
