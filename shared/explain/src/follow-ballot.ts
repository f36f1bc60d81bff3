import type { CountResult } from '@runoff/counting';
import { message, option, options, type Message } from './messages';

/** How a ballot came to where it counts in a round. */
type BallotEvent =
  | 'first' // round 1: its highest-ranked option of the poll
  | 'stays' // its option is still in the count
  | 'moved' // its option was eliminated: on to its next choice still in the count
  | 'moved-surplus' // its option was elected with a surplus: a share passed on, the rest stayed
  | 'exhausted' // its option was eliminated and it ranks no option still in the count
  | 'exhausted-surplus' // its option was elected; the share passed on had nowhere to go
  | 'still-exhausted'
  | 'with-winner'; // its option was elected and keeps it (no surplus, or no seat left)

interface BallotRound {
  round: number;
  /** The option the ballot counts for in this round, or null once it is exhausted. */
  option: string | null;
  /** How much of the ballot counts there: 1, or the share still moving after a surplus transfer. */
  value: number;
  event: BallotEvent;
  /** The option it left (moved, exhausted) or that passed on its surplus. */
  from: string | null;
  /** With a surplus transfer: the share that stayed with `from`. */
  kept: number;
}

export interface BallotPath {
  rounds: BallotRound[];
  /** Winners that kept a share of the ballot after passing on their surplus, with that share, in order. */
  kept: Array<{ option: string; value: number }>;
}

// The count's unit: 0.0001 vote (docs/counting.md). Shares are truncated as the engine truncates them.
const UNIT = 10_000;

/**
 * Follows one ranking through a finished count, round by round, as the engine moves ballots: to the highest
 * option still in the count; on an elimination all of it moves on; when its option is elected with a
 * surplus, its value × the round's fraction (truncated to 4 places) moves on and the rest stays. For "Where
 * my vote went": the ranking is the participant's own, kept in their browser; nothing is asked of the server.
 */
export function followBallot(result: CountResult, ranking: readonly string[]): BallotPath {
  const first = result.rounds[0];
  if (!first) return { rounds: [], kept: [] };
  const inPoll = new Set(Object.keys(first.counts));
  const out = new Set<string>();
  const next = (after: number): number => ranking.findIndex((id, i) => i > after && inPoll.has(id) && !out.has(id));

  let position = next(-1);
  if (position < 0) return { rounds: [], kept: [] };
  let at: string | null = ranking[position]!;
  let value = UNIT;
  let pending: Omit<BallotRound, 'round' | 'option' | 'value'> = { event: 'first', from: null, kept: 0 };
  const rounds: BallotRound[] = [];
  const kept: BallotPath['kept'] = [];
  let elected = 0;

  for (const round of result.rounds) {
    rounds.push({ round: round.round, option: at, value: value / UNIT, ...pending });
    round.winners.forEach((id) => out.add(id));
    round.eliminated.forEach((id) => out.add(id));
    elected += round.winners.length;
    if (at === null) {
      pending = { event: 'still-exhausted', from: null, kept: 0 };
      continue;
    }
    const from: string = at;
    if (round.eliminated.includes(from)) {
      position = next(position);
      at = position < 0 ? null : ranking[position]!;
      pending = { event: at === null ? 'exhausted' : 'moved', from, kept: 0 };
    } else if (round.winners.includes(from) || pending.event === 'with-winner') {
      const transfer = round.transfers.find((t) => t.from === from && t.kind === 'surplus');
      const passed = transfer && elected < result.seats ? Math.floor((value * Math.round(transfer.fraction * UNIT)) / UNIT) : 0;
      if (passed === 0) {
        pending = { event: 'with-winner', from: null, kept: 0 };
        continue;
      }
      kept.push({ option: from, value: (value - passed) / UNIT });
      position = next(position);
      at = position < 0 ? null : ranking[position]!;
      pending = { event: at === null ? 'exhausted-surplus' : 'moved-surplus', from, kept: (value - passed) / UNIT };
      value = passed;
    } else {
      pending = { event: 'stays', from: null, kept: 0 };
    }
  }
  return { rounds, kept };
}

/** A ballot's path in words: a message per round, then how it ended. */
export function describeBallot(result: CountResult, ranking: readonly string[]): { rounds: Message[]; summary: Message[] } {
  const path = followBallot(result, ranking);
  const last = path.rounds.at(-1);
  if (!last) return { rounds: [], summary: [message('ballot.none', {})] };
  return { rounds: path.rounds.map(roundMessage), summary: summaryOf(result, path, last) };
}

function roundMessage({ round, option: at, event, from, value, kept }: BallotRound): Message {
  const here = option(at ?? '');
  const left = option(from ?? '');
  switch (event) {
    case 'first':
      return message('ballot.first', { round, option: here });
    case 'stays':
      return message('ballot.stays', { round, option: here });
    case 'moved':
      return message('ballot.moved', { round, option: here, from: left });
    case 'moved-surplus':
      return message('ballot.moved-surplus', { round, option: here, from: left, value, kept });
    case 'exhausted':
      return message('ballot.exhausted', { round, from: left });
    case 'exhausted-surplus':
      return message('ballot.exhausted-surplus', { round, from: left, value, kept });
    case 'still-exhausted':
      return message('ballot.still-exhausted', { round });
    case 'with-winner':
      return message('ballot.with-winner', { round, option: here });
  }
}

function summaryOf(result: CountResult, path: BallotPath, last: BallotRound): Message[] {
  const at = last.option;
  if (result.seats === 1) {
    if (at === null) return [message('ballot.ended-exhausted', {})];
    if (at === result.winner) return [message('ballot.won', { option: option(at) })];
    if (result.tie?.includes(at)) return [message('ballot.tie', { option: option(at) })];
    return [message('ballot.lost', { option: option(at), winners: options(result.winners) })];
  }
  const helped = result.winners.filter((id) => id === at || path.kept.some((share) => share.option === id));
  const said: Message[] = helped.length > 0 ? [message('ballot.helped-elect', { options: options(helped) })] : [];
  if (at === null) said.push(message('ballot.ended-exhausted', {}));
  else if (result.tie?.includes(at)) said.push(message('ballot.tie', { option: option(at) }));
  else if (!result.winners.includes(at)) said.push(message('ballot.lost', { option: option(at), winners: options(result.winners) }));
  return said;
}
