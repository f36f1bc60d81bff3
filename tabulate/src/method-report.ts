import type { CountOption, Margin, MethodComparison, MethodResult, TallyMethod } from '@runoff/counting';
import { createMessageFormat, describeComparison } from '@runoff/explain';
import { REPORT_TITLE, type Report } from './report';

/** A margin with names: "by 2 votes over Sushi". */
interface ReportMargin {
  over: string;
  amount: number;
  unit: Margin['unit'];
}

/**
 * The report export of a method beside the instant runoff: today's fields (no rounds, no quota: these
 * methods count in one step), the method, the winner's margin, and what the method counted, by name: for
 * Borda, Copeland and plurality `scores` (option name → score); for the Condorcet methods the one-on-one
 * table, and Schulze's strongest paths or Ranked Pairs' pairs in the order they were considered.
 */
export interface MethodReport extends Omit<Report, 'quota' | 'method'> {
  method: TallyMethod;
  quota: null;
  margin: ReportMargin | null;
  scores?: Record<string, number>;
  /** `pairwise[a][b]`: ballots ranking a above b. */
  pairwise?: Record<string, Record<string, number>>;
  paths?: Array<{ from: string; to: string; votes: number; against: number; through: string[] }>;
  pairs?: Array<{ winner: string; loser: string; votes: number; against: number; locked: boolean; cycle: string[] | null; orderedByPollOrder: boolean }>;
}

const SCORED: ReadonlySet<TallyMethod> = new Set(['borda', 'copeland', 'plurality']);

function namer(options: readonly CountOption[]): (id: string) => string {
  const names = new Map(options.map((option) => [option.id, option.name]));
  return (id) => names.get(id) ?? id;
}

// Names may be `__proto__` or `constructor`: Object.fromEntries makes them own properties.
const byName = (name: (id: string) => string, values: Record<string, number>) => Object.fromEntries(Object.entries(values).map(([id, v]) => [name(id), v]));

export function buildMethodReport(
  options: readonly CountOption[],
  result: MethodResult,
  extra: { ballotsRead: number; timestamp: string; rules: Pick<Report, 'threshold' | 'quotaRule' | 'fractionalQuota' | 'oneWinnerPerRound'> },
): MethodReport {
  const name = namer(options);
  const { explanation } = result;
  const report: MethodReport = {
    title: REPORT_TITLE,
    timestamp: extra.timestamp,
    totalVotes: result.totalVotes,
    seats: 1,
    quota: null,
    winners: result.winners.map((id) => ({ name: name(id), id })),
    rounds: [],
    tie: result.tie ? result.tie.map(name) : null,
    ...extra.rules,
    ballotsRead: extra.ballotsRead,
    method: result.method,
    margin: result.margin && { ...result.margin, over: name(result.margin.over) },
  };
  if (SCORED.has(result.method)) report.scores = byName(name, result.scores);
  if ('pairwise' in explanation) {
    const { above, options: ids } = explanation.pairwise;
    report.pairwise = Object.fromEntries(ids.map((id, i) => [name(id), Object.fromEntries(ids.flatMap((other, j) => (i === j ? [] : [[name(other), above[i]![j]!]])))]));
  }
  if (explanation.method === 'schulze') report.paths = explanation.paths.map((path) => ({ ...path, from: name(path.from), to: name(path.to), through: path.through.map(name) }));
  if (explanation.method === 'ranked-pairs') {
    report.pairs = explanation.pairs.map((pair) => ({ ...pair, winner: name(pair.winner), loser: name(pair.loser), cycle: pair.cycle && pair.cycle.map(name) }));
  }
  return report;
}

/** `--compare --json`: every method's winner and margin by name, and the sentences explaining where they differ (English). */
export interface ComparisonReport {
  title: string;
  timestamp: string;
  totalVotes: number;
  ballotsRead: number;
  condorcetWinner: string | null;
  cycle: string[] | null;
  methods: Array<{ method: string; winners: Array<{ name: string; id: string }>; tie: string[] | null; margin: ReportMargin | null }>;
  sentences: string[];
}

export function buildComparisonReport(options: readonly CountOption[], comparison: MethodComparison, extra: { ballotsRead: number; timestamp: string }): ComparisonReport {
  const name = namer(options);
  const format = createMessageFormat({ name });
  return {
    title: REPORT_TITLE,
    timestamp: extra.timestamp,
    totalVotes: comparison.totalVotes,
    ballotsRead: extra.ballotsRead,
    condorcetWinner: comparison.pairwise.condorcetWinner && name(comparison.pairwise.condorcetWinner),
    cycle: comparison.cycle && comparison.cycle.map(name),
    methods: comparison.outcomes.map((outcome) => ({
      method: outcome.method,
      winners: outcome.winner ? [{ name: name(outcome.winner), id: outcome.winner }] : [],
      tie: outcome.tie && outcome.tie.map(name),
      margin: outcome.margin && { ...outcome.margin, over: name(outcome.margin.over) },
    })),
    sentences: describeComparison(comparison).map(format),
  };
}
