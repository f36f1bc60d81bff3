import type { CountResult } from '@runoff/counting';

/** Where votes can go besides an option (docs/counting.md): exhausted, to nobody (final surplus), lost to truncation. */
export type FlowSink = 'exhausted' | 'final-surplus' | 'residual';

/** One flow from a round's standing to the next round's: votes staying with an option, or moving. */
interface FlowLink {
  /** An option id, or `exhausted` for the votes already exhausted at the start of the round. */
  from: string;
  /** An option id, or a sink. */
  to: string;
  votes: number;
  kind: 'stays' | 'transfer';
}

/** The votes of round `round` becoming those of round `round + 1`: every flow, its totals adding up. */
export interface RoundFlow {
  round: number;
  links: FlowLink[];
  /** Whether anything moves (an option with votes elected with a surplus or eliminated). */
  moves: boolean;
}

/**
 * The flows between each round and the next, from the engine's result alone: an option keeps what it shows
 * in the next round (an elected option the quota at most, an eliminated one nothing), and each transfer
 * sends its votes to options, exhausted, to nobody or lost to truncation (`RoundTransfer`), so every link of
 * an option adds up to its count. Votes exhausted before the round stay exhausted.
 */
export function roundFlows(result: CountResult): RoundFlow[] {
  return result.rounds.slice(0, -1).map((round, i) => {
    const next = result.rounds[i + 1]!;
    const moving = new Set(round.transfers.map((transfer) => transfer.from));
    const links: FlowLink[] = [];
    for (const [id, votes] of Object.entries(round.counts)) {
      const stays = moving.has(id) ? (next.counts[id] ?? 0) : votes;
      if (stays > 0) links.push({ from: id, to: id, votes: stays, kind: 'stays' });
    }
    if (round.exhausted > 0) links.push({ from: 'exhausted', to: 'exhausted', votes: round.exhausted, kind: 'stays' });
    for (const transfer of round.transfers) {
      const add = (to: string, votes: number) => votes > 0 && links.push({ from: transfer.from, to, votes, kind: 'transfer' });
      for (const [id, votes] of Object.entries(transfer.to)) add(id, votes);
      add('exhausted', transfer.exhausted);
      add('final-surplus', transfer.finalSurplus);
      add('residual', transfer.residual);
    }
    return { round: round.round, links, moves: round.transfers.some((transfer) => transfer.votes > 0) };
  });
}
