import type { Notice } from './read-ballots';
import type { Report } from './report';
import { printable } from './terminal-text';

const number = new Intl.NumberFormat('en-US');

/**
 * The round-by-round table for a terminal: one row an option (in tie-break order), one column a round,
 * an empty cell once the option is out; then exhausted ballots, the threshold and each round's outcome.
 */
export function formatTable(report: Report, { source, names, notices }: { source: string; names: readonly string[]; notices: readonly Notice[] }): string {
  const rule = report.threshold === 'quota' ? 'quota (fixed, half the counted ballots plus one)' : 'majority of the continuing ballots in each round';
  const lines = [
    `${report.title}: ${printable(source)}`,
    `${number.format(report.ballotsRead)} ballots read, ${number.format(report.totalVotes)} counted; threshold: ${rule}`,
    ...notices.map(describeNotice),
    '',
  ];
  if (report.rounds.length === 0) return [...lines, 'No ballot ranks any option: nothing to count.', ''].join('\n');

  const rows: string[][] = [
    ['', ...report.rounds.map((round) => `Round ${round.round}`)],
    ...names.map((name) => [name, ...report.rounds.map((round) => votesOf(round, name))]),
    ['Exhausted', ...report.rounds.map((round) => number.format(round.exhausted))],
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
      ...round.winners.map((name) => `${name} elected with ${votesOf(round, name)} votes`),
    ];
    lines.push(`Round ${round.round}: ${outcome.join(', ') || 'no outcome'}`);
  }
  lines.push('');
  if (report.winners.length > 0) lines.push(`Winner: ${report.winners.map((winner) => winner.name).join(' & ')}`);
  else if (report.tie) lines.push(`No winner: ${report.tie.join(' & ')} are tied (a runoff is needed)`);
  return [...lines, ''].join('\n');
}

/** An option's votes in a round, '' once it is out. Own properties only: a name may be `constructor`. */
function votesOf(round: Report['rounds'][number], name: string): string {
  return Object.hasOwn(round.counts, name) ? number.format(round.counts[name]!) : '';
}

function describeNotice(notice: Notice): string {
  const where = `line${notice.lines.length > 1 ? 's' : ''} ${notice.lines.join(', ')}${notice.count > notice.lines.length ? ', …' : ''}`;
  const what =
    notice.kind === 'repeated-name'
      ? 'ranked a name more than once; the first (highest) rank was kept and the later ones skipped'
      : 'left a rank blank before a name; the blank was skipped';
  return `Note: ${number.format(notice.count)} ballot${notice.count === 1 ? '' : 's'} ${what} (${where})`;
}
