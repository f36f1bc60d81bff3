import type { CountOption, CountResult, ThresholdRule } from '@runoff/shared/counting';

export const REPORT_TITLE = 'Ranked Choice Voting Results';

/** The report export (product §3.7), names instead of ids, each round's exhausted ballots added. */
export interface Report {
  title: string;
  timestamp: string;
  totalVotes: number;
  quota: number;
  winners: Array<{ name: string; id: string }>;
  rounds: Array<{
    round: number;
    counts: Record<string, number>;
    winners: string[];
    eliminated: string[];
    quota: number;
    exhausted: number;
  }>;
  /** Added: the options tied with no winner (a runoff is needed), the rule and the rows read. */
  tie: string[] | null;
  threshold: ThresholdRule;
  ballotsRead: number;
}

export function buildReport(options: readonly CountOption[], result: CountResult, extra: { threshold: ThresholdRule; ballotsRead: number; timestamp: string }): Report {
  const names = new Map(options.map((option) => [option.id, option.name]));
  const name = (id: string) => names.get(id) ?? id;
  return {
    title: REPORT_TITLE,
    timestamp: extra.timestamp,
    totalVotes: result.totalVotes,
    quota: result.quota,
    winners: result.winner ? [{ name: name(result.winner), id: result.winner }] : [],
    rounds: result.rounds.map((round) => ({
      round: round.round,
      counts: Object.fromEntries(Object.entries(round.counts).map(([id, votes]) => [name(id), votes])),
      winners: round.winners.map(name),
      eliminated: round.eliminated.map(name),
      quota: round.quota,
      exhausted: round.exhausted,
    })),
    tie: result.tie ? result.tie.map(name) : null,
    threshold: extra.threshold,
    ballotsRead: extra.ballotsRead,
  };
}
