import type { CountOption, CountResult, CountRound, RoundTransfer } from '@runoff/counting';
import type { AnimationBar, AnimationStep } from './animation-types';
import { distributeVotes } from './distribute-votes';
import { describeCount, describeTransfer, type MessageFormat, type RoundStory } from '@runoff/explain';
import { englishWords, type Words } from '../../../lib/i18n';

/** The count's arithmetic: multiples of 0.0001 (docs/counting.md). */
const to4 = (n: number) => Math.round(n * 10_000) / 10_000;

/**
 * The count animation of a poll with several seats (issue 21), from the engine's rounds. Each round's bars
 * move from the previous round's tally to this one's in `ticks` frames: the votes passed on flow from the
 * options they leave (an eliminated option's whole bar, a winner's surplus: its bar falls back to the
 * quota) to the options they reach, and the narration says at what fraction a surplus moves. A winner's bar
 * passing the quota marker is then named elected; it keeps the quota from the next round on. What a
 * round decided and where the votes went are said in the describer's words (@runoff/explain), as everywhere.
 */
export function buildSeatsSteps(options: readonly CountOption[], result: CountResult, ticks: number, words: Words = englishWords): AnimationStep[] {
  const ordered = [...options].sort((a, b) => a.order - b.order);
  const names = new Map(ordered.map((option) => [option.id, option.name]));
  const name = (id: string) => names.get(id) ?? id;
  const { t, count: formatCount, list, shown } = words;
  const format = words.explanation(Object.fromEntries(names));
  const stories = describeCount(result);
  const steps: AnimationStep[] = [];
  const elected = new Set<string>();
  const eliminated = new Set<string>();
  let previous: Record<string, number> = {};
  let arriving: RoundTransfer[] = [];

  const state = (id: string): AnimationBar['state'] => (elected.has(id) ? 'winner' : eliminated.has(id) ? 'eliminated' : 'in-count');

  for (const [index, round] of result.rounds.entries()) {
    const story = stories[index]!;
    const toCount = to4(result.totalVotes - round.exhausted);
    const from = (id: string) => (round.round === 1 ? 0 : (previous[id] ?? 0));
    const target = (id: string) => (eliminated.has(id) ? 0 : (round.counts[id] ?? 0));
    const moving = to4(ordered.reduce((sum, option) => sum + Math.max(0, target(option.id) - from(option.id)), 0));
    const surplus = arriving.filter((transfer) => transfer.kind === 'surplus' && transfer.votes > 0);
    const surplusNote = surplus.length > 0 ? { from: surplus.map((t) => t.from), fraction: surplus[0]!.fraction } : null;
    // `whole`: round 1's bars as whole ballots counted so far (first choices are whole ballots: a frame never
    // shows "0.36 votes", issue 33); later rounds move fractions of ballots, in proportion to `progress`.
    const frame = (progress: number, counted: number, whole?: ReadonlyMap<string, number>): Omit<AnimationStep, 'kind' | 'narration' | 'ticks'> => ({
      round: round.round,
      bars: ordered.map((option, index) => ({
        optionId: option.id,
        name: option.name,
        votes: whole ? (whole.get(option.id) ?? 0) : to4(from(option.id) + (target(option.id) - from(option.id)) * progress),
        state: state(option.id),
        index,
      })),
      counted: to4(counted),
      toCount,
      quota: round.quota,
      banner: null,
      final: null,
      surplus: surplusNote,
    });

    steps.push({
      ...frame(0, toCount - moving),
      kind: 'round-start',
      narration: roundStart(round, result, arriving, format, words),
      ticks: 2,
    });
    // Round 1 counts whole ballots: never more frames than ballots, and each frame's count a whole number.
    const firstChoices = round.round === 1 ? new Map(ordered.map((option) => [option.id, target(option.id)])) : null;
    const batches = moving <= 0 ? 0 : firstChoices ? Math.min(ticks, Math.round(moving)) : ticks;
    let wholeShown: ReadonlyMap<string, number> = new Map();
    for (let k = 1; k <= batches; k++) {
      const counted = firstChoices ? Math.round((moving * k) / batches) : to4((moving * k) / batches);
      if (firstChoices) wholeShown = distributeVotes(firstChoices, moving, counted, wholeShown);
      steps.push({
        ...frame(k / batches, toCount - moving + counted, firstChoices ? wholeShown : undefined),
        kind: 'count',
        narration:
          round.round === 1
            ? t('narration.countingFirst', { counted: formatCount(counted), moving: formatCount(moving) })
            : surplusNote
              ? t('narration.surplusFlows', {
                  names: list(surplusNote.from.map(name)),
                  fraction: words.exact(surplusNote.fraction),
                  counted: formatCount(counted),
                  count: shown(moving),
                  moving: formatCount(moving),
                })
              : t('narration.movingVotes', { counted: formatCount(counted), count: shown(moving), moving: formatCount(moving) }),
        ticks: 1,
      });
    }

    const done = frame(1, toCount);
    const open = ordered.filter((option) => !elected.has(option.id) && !eliminated.has(option.id)).map((option) => option.id);
    const leader = open.map((id) => ({ id, votes: round.counts[id] ?? 0 })).sort((a, b) => b.votes - a.votes)[0];
    if (round.status !== 'seats-filled' && leader) {
      steps.push({
        ...done,
        kind: 'winner-check',
        narration:
          t(leader.votes >= round.quota ? 'narration.pastQuota' : 'narration.leads', {
            name: name(leader.id),
            count: shown(leader.votes),
            votes: formatCount(leader.votes),
            quota: formatCount(round.quota),
          }),
        ticks: 2,
      });
    }

    if (round.winners.length > 0) {
      round.winners.forEach((id) => elected.add(id));
      const winners = list(round.winners.map(name));
      const last = elected.size >= result.seats;
      steps.push({
        ...done,
        kind: 'winner',
        bars: done.bars.map((bar) => ({ ...bar, state: state(bar.optionId) })),
        banner: { tone: 'winner', text: t('banner.elected', { names: winners, count: round.winners.length }) },
        narration: decided(story, format),
        ticks: 2,
        final: last && result.rounds.at(-1) === round ? winnersOutcome(result, name) : null,
      });
    } else if (round.eliminated.length > 0) {
      const out = list(round.eliminated.map(name));
      round.eliminated.forEach((id) => eliminated.add(id));
      steps.push({
        ...done,
        kind: 'elimination',
        bars: done.bars.map((bar) => ({ ...bar, state: state(bar.optionId) })),
        banner: { tone: 'eliminated', text: t('banner.eliminated', { names: out }) },
        narration: decided(story, format),
        ticks: 2,
      });
    } else if (round.status === 'seats-filled') {
      steps.push({
        ...done,
        kind: 'winner',
        banner: { tone: 'winner', text: t('banner.seatsFilled') },
        narration: decided(story, format),
        ticks: 2,
        final: winnersOutcome(result, name),
      });
    } else if (result.tie) {
      const tied = result.tie.map(name);
      steps.push({
        ...done,
        kind: 'tie',
        bars: done.bars.map((bar) => (result.tie!.includes(bar.optionId) ? { ...bar, state: 'tied' } : bar)),
        banner: { tone: 'tie', text: t('banner.tie', { names: list(tied) }) },
        narration: decided(story, format),
        ticks: 2,
        final: result.winners.length > 0 ? winnersOutcome(result, name) : { kind: 'tie', names: tied },
      });
    }
    previous = round.counts;
    arriving = round.transfers;
  }
  return steps;
}

function winnersOutcome(result: CountResult, name: (id: string) => string): AnimationStep['final'] {
  return { kind: 'winners', names: result.winners.map(name), seats: result.seats, rounds: result.rounds.length, tied: result.tie?.map(name) ?? null };
}

/** What the round decided and why, in the describer's words: elected (the quota, a tie broken), eliminated, every seat filled, a tie. */
function decided(story: RoundStory, format: MessageFormat): string {
  return story.decision.map(format).join(' ');
}

/** Round 1 counts first choices; a later round starts with where the last round's votes went (the describer's transfers). */
function roundStart(round: CountRound, result: CountResult, arriving: RoundTransfer[], format: MessageFormat, words: Words): string {
  if (round.round === 1) {
    return words.t('narration.roundOneSeats', {
      ballotCount: words.shown(result.totalVotes),
      ballots: words.count(result.totalVotes),
      seats: result.seats,
      count: words.shown(round.quota),
      quota: words.count(round.quota),
    });
  }
  return [words.t('narration.roundStart', { round: words.count(round.round) }), ...arriving.map((transfer) => format(describeTransfer(transfer)))].join(' ');
}
