import type { CountOption, CountResult, CountRound, CountRules, QuotaRule, RoundTransfer, ThresholdRule, TieBreak } from '@runoff/counting';

export const REPORT_TITLE = 'Ranked Choice Voting Results';

/** A transfer of the engine's CountRound with option names instead of ids. */
export type ReportTransfer = Omit<RoundTransfer, 'from' | 'to'> & { from: string; to: Record<string, number> };

/**
 * The report export (product §3.7), names instead of ids; each round also says its exhausted ballots,
 * its transfers, the tie it broke and the surplus that counts for nobody (docs/counting.md).
 */
export interface Report {
  title: string;
  timestamp: string;
  totalVotes: number;
  seats: number;
  quota: number;
  /** In order of election. */
  winners: Array<{ name: string; id: string }>;
  rounds: Array<
    Pick<CountRound, 'round' | 'winners' | 'eliminated' | 'quota' | 'exhausted' | 'residualSurplus' | 'finalSurplus' | 'status'> & {
      counts: Record<string, number>;
      tieBreak: TieBreak | null;
      transfers: ReportTransfer[];
    }
  >;
  /** Added: the options tied with no way to fill the seats left (a runoff is needed), the rules and the rows read. */
  tie: string[] | null;
  threshold: ThresholdRule;
  quotaRule: QuotaRule;
  fractionalQuota: boolean;
  oneWinnerPerRound: boolean;
  ballotsRead: number;
  /** How the ballots were counted: `irv`, the instant runoff (with several seats, the single transferable vote). */
  method: 'irv';
}

export function buildReport(
  options: readonly CountOption[],
  result: CountResult,
  extra: { rules: Required<CountRules>; ballotsRead: number; timestamp: string },
): Report {
  const names = new Map(options.map((option) => [option.id, option.name]));
  const name = (id: string) => names.get(id) ?? id;
  // Names may be `__proto__` or `constructor`: Object.fromEntries makes them own properties.
  const byName = (votes: Record<string, number>) => Object.fromEntries(Object.entries(votes).map(([id, v]) => [name(id), v]));
  const { rules } = extra;
  return {
    title: REPORT_TITLE,
    timestamp: extra.timestamp,
    totalVotes: result.totalVotes,
    seats: result.seats,
    quota: result.quota,
    winners: result.winners.map((id) => ({ name: name(id), id })),
    rounds: result.rounds.map((round) => ({
      round: round.round,
      counts: byName(round.counts),
      winners: round.winners.map(name),
      eliminated: round.eliminated.map(name),
      quota: round.quota,
      exhausted: round.exhausted,
      residualSurplus: round.residualSurplus,
      finalSurplus: round.finalSurplus,
      status: round.status,
      tieBreak: round.tieBreak && { ...round.tieBreak, tied: round.tieBreak.tied.map(name), chosen: name(round.tieBreak.chosen) },
      transfers: round.transfers.map((transfer) => ({ ...transfer, from: name(transfer.from), to: byName(transfer.to) })),
    })),
    tie: result.tie ? result.tie.map(name) : null,
    threshold: rules.threshold,
    quotaRule: rules.quota,
    fractionalQuota: rules.fractionalQuota,
    oneWinnerPerRound: rules.oneWinnerPerRound,
    ballotsRead: extra.ballotsRead,
    method: 'irv',
  };
}
