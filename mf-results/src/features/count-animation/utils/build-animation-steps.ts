import type { CountOption, CountResult, CountRound } from '@runoff/counting';
import { describeCount, describeTransfer, type MessageFormat, type RoundStory } from '@runoff/explain';
import type { AnimationBar, AnimationStep, FinalOutcome } from './animation-types';
import { englishWords, type Words } from '../../../lib/i18n';
import { distributeVotes } from './distribute-votes';
import { buildSeatsSteps } from './build-seats-steps';

const NO_OPTIONS_MESSAGE = 'No options left to process in the animation';

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

/**
 * The count animation as a list of frames, driven by the counting engine's rounds (never a second count).
 * Per round: a pause on the round's start, the votes counted in batches (round 1: first choices; later
 * rounds: the eliminated option's ballots moving to their next choice), the winner check, then the
 * elimination, the winner or the tie. The React player only shows these frames one after the other.
 * The narration says each round in the describer's words (@runoff/explain), in step with the bars: a
 * round's start says where the last round's votes went, the check gives the standings and the quota,
 * then what the round decided and why (the tie broken, the quota reached, the last option remaining).
 * Every text of the frames is in `words`' language (English by default).
 */
export function buildAnimationSteps(options: readonly CountOption[], result: CountResult, words: Words = englishWords): AnimationStep[] {
  if (options.length === 0) throw new NoOptionsError();
  if (result.totalVotes === 0 || result.rounds.length === 0) return [];
  // Several seats: fractional votes and surpluses, their own frames (one seat keeps the frames below).
  if (result.seats > 1) return buildSeatsSteps(options, result, countTicksPerRound(result.rounds.length), words);
  const ordered = [...options].sort((a, b) => a.order - b.order);
  const names = new Map(ordered.map((option) => [option.id, option.name]));
  const name = (id: string) => names.get(id) ?? id;
  const { t, count: formatCount, list } = words;
  const format = words.explanation(Object.fromEntries(names));
  const stories = describeCount(result);
  const ticksPerRound = countTicksPerRound(result.rounds.length);
  const steps: AnimationStep[] = [];
  const eliminated = new Set<string>();
  let previous: Record<string, number> = {};
  let previousRound: CountRound | null = null;

  const bars = (votes: (id: string) => number, state: (id: string) => AnimationBar['state'] = () => 'in-count') =>
    ordered.map((option, index) => ({ optionId: option.id, name: option.name, votes: votes(option.id), state: state(option.id), index }));

  for (const [index, round] of result.rounds.entries()) {
    const story = stories[index]!;
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
      narration: roundStartNarration(round, result, previousRound, format, words),
      ticks: 2,
    });

    const batch = Math.max(1, Math.ceil(moving / ticksPerRound));
    let shown = new Map<string, number>();
    for (let counted = Math.min(batch, moving); moving > 0; counted = Math.min(counted + batch, moving)) {
      shown = distributeVotes(increments, moving, counted, shown);
      steps.push({
        ...frame(shown, alreadyCounted + counted),
        kind: 'count',
        narration: t(round.round === 1 ? 'narration.countingFirst' : 'narration.moving', { counted: formatCount(counted), moving: formatCount(moving) }),
        ticks: 1,
      });
      if (counted === moving) break;
    }

    steps.push({
      ...frame(shown, toCount),
      kind: 'winner-check',
      narration: checkNarration(round, story, format),
      ticks: 2,
    });

    const done = frame(shown, toCount);
    if (round.winners.length > 0) {
      steps.push(winnerStep(done, round, result, name, story, format, words));
    } else if (round.eliminated.length > 0) {
      const out = list(round.eliminated.map(name));
      steps.push({
        ...done,
        kind: 'elimination',
        bars: done.bars.map((bar) => (round.eliminated.includes(bar.optionId) ? { ...bar, state: 'eliminated' } : bar)),
        banner: { tone: 'eliminated', text: t('banner.eliminated', { names: out }) },
        // "Jaws has the fewest votes (1 vote) and is eliminated.", or how a tie for fewest was broken.
        narration: format(story.decision.at(-1)!),
        ticks: 2,
      });
      round.eliminated.forEach((id) => eliminated.add(id));
    } else if (result.tie) {
      const tied = result.tie.map(name);
      steps.push({
        ...done,
        kind: 'tie',
        bars: done.bars.map((bar) => (result.tie!.includes(bar.optionId) ? { ...bar, state: 'tied' } : bar)),
        banner: { tone: 'tie', text: t('banner.tie', { names: list(tied) }) },
        narration: story.decision.map(format).join(' '),
        ticks: 2,
        final: { kind: 'tie', names: tied },
      });
    }
    previous = round.counts;
    previousRound = round;
  }
  return steps;
}

function winnerStep(
  done: Omit<AnimationStep, 'kind' | 'narration' | 'ticks'>,
  round: CountRound,
  result: CountResult,
  name: (id: string) => string,
  story: RoundStory,
  format: MessageFormat,
  words: Words,
): AnimationStep {
  const id = round.winners[0]!;
  const votes = round.counts[id] ?? 0;
  const lastRemaining = votes < round.quota;
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
    banner: { tone: 'winner', text: words.t('banner.wins', { name: name(id) }) },
    // "Alien reaches the quota of 4 with 4 votes and wins.", "… is the last option remaining and wins …".
    narration: story.decision.map(format).join(' '),
    ticks: 2,
    final,
  };
}

/** What a round's start says: round 1 counts first choices; a later round, where the last round's votes went. */
function roundStartNarration(round: CountRound, result: CountResult, previous: CountRound | null, format: MessageFormat, words: Words): string {
  if (round.round === 1 || !previous) {
    return words.t('narration.roundOne', {
      ballotCount: words.shown(result.totalVotes),
      ballots: words.count(result.totalVotes),
      count: words.shown(result.quota),
      quota: words.count(result.quota),
    });
  }
  return [words.t('narration.roundStart', { round: words.count(round.round) }), ...previous.transfers.map((transfer) => format(describeTransfer(transfer)))].join(' ');
}

/** The check before the decision: the standings and, when nobody reaches it, the quota nobody reached. */
function checkNarration(round: CountRound, story: RoundStory, format: MessageFormat): string {
  const said = [format(story.standings)];
  if (round.status === 'option-eliminated') said.push(format(story.decision[0]!));
  return said.join(' ');
}
