import type { CountResult, CountRound, RoundTransfer } from '@runoff/counting';
import { items, message, option, options, type Message } from './messages';

/** One round of a count in words (docs/counting.md, "The result"): the same for every screen that explains it. */
export interface RoundStory {
  round: number;
  /** The standings at the start of the round, most votes first (poll order on equal votes). */
  standings: Message;
  /**
   * What the round decided and why: who is elected (reaching the quota, or as no more options remain than
   * seats), who is eliminated (fewest votes, and how a tie for fewest was broken), the tie that ends the
   * count, or the final tally after the last seat.
   */
  decision: Message[];
  /** Where the round's votes go before the next round: one message per `round.transfers` entry, in its order. */
  transfers: Message[];
  /** The votes exhausted so far, when there are any. */
  exhausted: Message | null;
}

/** Options in the round's count, most votes first; `counts` is in poll order and the sort is stable. */
function standingsOf(round: CountRound): Array<{ id: string; votes: number }> {
  return Object.entries(round.counts)
    .map(([id, votes]) => ({ id, votes }))
    .sort((a, b) => b.votes - a.votes);
}

/** Explains one round of `result` (a round of that same count). */
export function describeRound(result: CountResult, round: CountRound): RoundStory {
  return {
    round: round.round,
    standings: message('tally.standings', {
      standings: items(
        standingsOf(round).map(({ id, votes }) => message('tally.standing', { option: option(id), votes })),
        'plain',
      ),
    }),
    decision: decisionOf(result, round),
    transfers: round.transfers.map(describeTransfer),
    exhausted: round.exhausted > 0 ? message('tally.exhausted', { votes: round.exhausted }) : null,
  };
}

/** Every round of a count, explained. */
export function describeCount(result: CountResult): RoundStory[] {
  return result.rounds.map((round) => describeRound(result, round));
}

function decisionOf(result: CountResult, round: CountRound): Message[] {
  const votesOf = (id: string) => round.counts[id] ?? 0;
  const tieBreak = round.tieBreak;
  switch (round.status) {
    case 'winner-elected': {
      const said: Message[] = [];
      if (tieBreak?.decided === 'elected') {
        said.push(message('round.elected-tie', { options: options(tieBreak.tied), option: option(tieBreak.chosen), votes: votesOf(tieBreak.chosen) }));
      }
      const belowQuota = round.winners.filter((id) => votesOf(id) < round.quota);
      for (const id of round.winners) {
        if (belowQuota.includes(id)) continue;
        const key = result.seats === 1 ? 'round.won' : 'round.elected';
        said.push(message(key, { option: option(id), votes: votesOf(id), quota: round.quota }));
      }
      if (belowQuota.length > 0) {
        said.push(
          result.seats === 1
            ? message('round.won-last', { option: option(belowQuota[0]!), votes: votesOf(belowQuota[0]!) })
            : message('round.elected-remaining', { options: options(belowQuota), quota: round.quota }),
        );
      }
      return said;
    }
    case 'option-eliminated': {
      // With several seats, earlier winners hold the quota: "no option still to be elected" reaches it.
      const electedBefore = result.rounds.some((earlier) => earlier.round < round.round && earlier.winners.length > 0);
      const out = round.eliminated[0]!;
      return [
        message(electedBefore ? 'round.no-quota-left' : 'round.no-quota', { quota: round.quota }),
        tieBreak?.decided === 'eliminated'
          ? message('round.eliminated-tie', { options: options(tieBreak.tied), option: option(tieBreak.chosen), votes: votesOf(tieBreak.chosen) })
          : message('round.eliminated', { option: option(out), votes: votesOf(out) }),
      ];
    }
    case 'no-outcome': {
      const tied = result.tie ?? [];
      return [message('round.tie', { options: options(tied), votes: votesOf(tied[0] ?? ''), quota: round.quota })];
    }
    case 'seats-filled':
      return [message('round.seats-filled', { quota: round.quota })];
  }
}

/** Where one transfer's votes go: to each continuing option, exhausted, to nobody, or lost to truncation. */
export function describeTransfer(transfer: RoundTransfer): Message {
  const from = option(transfer.from);
  const shares: Message[] = Object.entries(transfer.to).map(([id, votes]) => message('share.option', { option: option(id), votes }));
  if (transfer.exhausted > 0) shares.push(message('share.exhausted', { votes: transfer.exhausted }));
  if (transfer.kind === 'elimination') {
    return transfer.votes > 0 ? message('transfer.elimination', { from, votes: transfer.votes, shares: items(shares) }) : message('transfer.elimination-empty', { from });
  }
  if (transfer.votes === 0) return message('transfer.no-surplus', { from });
  if (transfer.finalSurplus > 0) shares.push(message('share.final-surplus', { votes: transfer.finalSurplus }));
  if (transfer.residual > 0) shares.push(message('share.residual', { votes: transfer.residual }));
  return message('transfer.surplus', { from, votes: transfer.votes, fraction: transfer.fraction, shares: items(shares) });
}
