import type { Notice } from './read-ballots';
import type { Report, ReportTransfer } from './report';
import { printable } from './terminal-text';

// Votes to RCTab's 4 decimal places (whole numbers with one seat).
const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 });

/**
 * The round-by-round table for a terminal: one row an option (in tie-break order), one column a round,
 * an empty cell once the option is out; then exhausted ballots (with several seats, the surplus that
 * counts for nobody), the threshold and each round's outcome, transfers and tie breaks.
 */
export function formatTable(report: Report, { source, names, notices, about = [] }: { source: string; names: readonly string[]; notices: readonly Notice[]; about?: readonly string[] }): string {
  const several = report.seats > 1;
  const lines = [
    `${report.title}: ${printable(source)}`,
    ...about.map(printable),
    `${number.format(report.ballotsRead)} ballots read, ${number.format(report.totalVotes)} counted; ${several ? `${report.seats} seats; ` : ''}threshold: ${describeRule(report)}`,
    ...notices.map(describeNotice),
    '',
  ];
  if (report.rounds.length === 0) return [...lines, 'No ballot ranks any option: nothing to count.', ''].join('\n');

  const rows: string[][] = [
    ['', ...report.rounds.map((round) => `Round ${round.round}`)],
    ...names.map((name) => [name, ...report.rounds.map((round) => votesOf(round.counts, name))]),
    ['Exhausted', ...report.rounds.map((round) => number.format(round.exhausted))],
    ...(several
      ? [
          ['Residual surplus', ...report.rounds.map((round) => number.format(round.residualSurplus))],
          ['Final surplus', ...report.rounds.map((round) => number.format(round.finalSurplus))],
        ]
      : []),
    ['Threshold', ...report.rounds.map((round) => number.format(round.quota))],
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const [index, row] of rows.entries()) {
    lines.push(row.map((cell, column) => (column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!))).join('  ').trimEnd());
    if (index === 0 || index === names.length) lines.push(widths.map((width) => '-'.repeat(width)).join('  '));
  }
  lines.push('');
  for (const round of report.rounds) {
    const outcome = [
      ...round.eliminated.map((name) => `${name} eliminated`),
      ...round.winners.map((name) => `${name} elected with ${votesOf(round.counts, name)} votes`),
    ];
    if (round.status === 'seats-filled') outcome.push('every seat is filled');
    lines.push(`Round ${round.round}: ${outcome.join(', ') || 'no outcome'}`);
    if (round.tieBreak) {
      const { tied, chosen, decided } = round.tieBreak;
      lines.push(`  ${tied.join(', ')} tied; by the option order ${chosen} is ${decided === 'eliminated' ? 'eliminated (the latest)' : 'elected first (the earliest)'}`);
    }
    if (several) for (const transfer of round.transfers) lines.push(`  ${describeTransfer(transfer)}`);
  }
  lines.push('');
  if (several && report.winners.length > 0) lines.push(`Winners, in order of election: ${report.winners.map((winner) => winner.name).join(', ')}`);
  else if (report.winners.length > 0) lines.push(`Winner: ${report.winners.map((winner) => winner.name).join(' & ')}`);
  if (report.tie) lines.push(`${report.winners.length > 0 ? 'No more winners' : 'No winner'}: ${report.tie.join(' & ')} are tied (a runoff is needed)`);
  return [...lines, ''].join('\n');
}

function describeRule(report: Report): string {
  if (report.seats === 1) return report.threshold === 'quota' ? 'quota (fixed, half the counted ballots plus one)' : 'majority of the continuing ballots in each round';
  const quota = report.quotaRule === 'hare' ? 'Hare quota (votes ÷ seats, rounded up)' : 'Droop quota (votes ÷ (seats + 1), plus one)';
  return `${quota}${report.fractionalQuota ? ' to 4 decimal places' : ''}, fixed from round 1${report.oneWinnerPerRound ? '; one winner a round' : ''}`;
}

/** "Pizza's surplus of 5 passes on at 0.4166 of each ballot: Sushi 4.166, Curry 0.8332; residual 0.0008" */
function describeTransfer(transfer: ReportTransfer): string {
  const moved = [
    ...Object.entries(transfer.to).map(([name, votes]) => `${name} ${number.format(votes)}`),
    ...(transfer.exhausted > 0 ? [`exhausted ${number.format(transfer.exhausted)}`] : []),
    ...(transfer.finalSurplus > 0 ? [`nobody (every seat filled) ${number.format(transfer.finalSurplus)}`] : []),
    ...(transfer.residual > 0 ? [`residual ${number.format(transfer.residual)}`] : []),
  ];
  if (transfer.kind === 'surplus' && transfer.votes === 0) return `${transfer.from} has no surplus: nothing passes on`;
  const what =
    transfer.kind === 'surplus'
      ? `${transfer.from}'s surplus of ${number.format(transfer.votes)} passes on at ${number.format(transfer.fraction)} of each ballot`
      : `${transfer.from}'s ${number.format(transfer.votes)} votes pass on`;
  return `${what}: ${moved.join(', ') || 'nothing moves'}`;
}

/** An option's votes in a round, '' once it is out. Own properties only: a name may be `constructor`. */
function votesOf(counts: Record<string, number>, name: string): string {
  return Object.hasOwn(counts, name) ? number.format(counts[name]!) : '';
}

export function describeNotice(notice: Notice): string {
  const where = `${notice.at ?? 'line'}${notice.lines.length > 1 ? 's' : ''} ${notice.lines.join(', ')}${notice.count > notice.lines.length ? ', …' : ''}`;
  const what =
    notice.kind === 'repeated-name'
      ? 'ranked a name more than once; the first (highest) rank was kept and the later ones skipped'
      : notice.kind === 'overvote'
        ? 'ranked two options at one rank (an overvote); the ballot ends there, as RCTab\'s "exhaust immediately"'
        : 'left a rank blank before a name; the blank was skipped';
  return `Note: ${number.format(notice.count)} ballot${notice.count === 1 ? '' : 's'} ${what} (${where})`;
}
