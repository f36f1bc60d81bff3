import { createMessageFormat, describeMargin, methodName } from '@runoff/explain';
import type { ComparisonReport, MethodReport } from './method-report';
import type { Notice } from './read-ballots';
import { describeNotice } from './format-table';
import { printable } from './terminal-text';

const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 });
// English, as the rest of the command: the option names are already names here.
const english = createMessageFormat({ name: (name) => name });

const SCORE_LABEL: Record<MethodReport['method'], string> = {
  schulze: 'options beaten by strongest path',
  'ranked-pairs': 'options locked below it',
  minimax: 'worst defeat (votes; lowest wins)',
  copeland: 'one-on-one wins (a tie ½)',
  borda: 'Borda points (n − 1 … 0; unranked 0)',
  plurality: 'first choices',
};

/** Right-aligned columns, the first left-aligned, and a rule under the first row. */
function columns(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const lines = rows.map((row) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!))).join('  ').trimEnd());
  lines.splice(1, 0, widths.map((width) => '-'.repeat(width)).join('  '));
  return lines;
}

interface Shown {
  source: string;
  notices: readonly Notice[];
  about?: readonly string[];
}

function header(report: { title: string; ballotsRead: number; totalVotes: number }, what: string, { source, notices, about = [] }: Shown): string[] {
  return [
    `${report.title}: ${printable(source)}`,
    ...about.map(printable),
    `${number.format(report.ballotsRead)} ballots read, ${number.format(report.totalVotes)} counted; ${what}`,
    ...notices.map(describeNotice),
    '',
  ];
}

/**
 * A method's count for a terminal: the one-on-one table (Condorcet methods), the strongest paths from the
 * winner (Schulze) or the pairs in the order they were locked or skipped (Ranked Pairs), every option's
 * score, and the winner with its margin or the tie.
 */
export function formatMethod(report: MethodReport, shown: Shown & { names: readonly string[] }): string {
  const { names } = shown;
  const lines = header(report, `method: ${english(methodName(report.method))}`, shown);
  if (report.totalVotes === 0) return [...lines, 'No ballot ranks any option: nothing to count.', ''].join('\n');
  const { pairwise } = report;
  if (pairwise) {
    lines.push('One on one: ballots ranking the row above the column');
    lines.push(...columns([['', ...names], ...names.map((row) => [row, ...names.map((column) => (row === column ? '–' : number.format(pairwise[row]![column]!)))])]), '');
  }
  if (report.paths && report.winners.length + (report.tie?.length ?? 0) > 0) {
    lines.push('Strongest paths (weakest link: votes for–against)');
    for (const path of report.paths) lines.push(`  ${path.from} → ${path.to}: ${path.through.length > 0 ? `${path.through.join(' > ')}, ${number.format(path.votes)}–${number.format(path.against)}` : 'no path'}`);
    lines.push('');
  }
  if (report.pairs) {
    lines.push('Pairs, strongest first');
    report.pairs.forEach((pair, index) => {
      const what = pair.locked ? 'locked' : `skipped: it would close the cycle ${pair.cycle!.join(' > ')}`;
      const order = pair.orderedByPollOrder ? ' (equal strength: taken in the option order)' : '';
      lines.push(`  ${index + 1}. ${pair.winner} over ${pair.loser}, ${number.format(pair.votes)} to ${number.format(pair.against)}: ${what}${order}`);
    });
    lines.push('');
  }
  const scores = report.scores ?? null;
  if (scores) lines.push(...columns([['', SCORE_LABEL[report.method]], ...names.map((name) => [name, Object.hasOwn(scores, name) ? number.format(scores[name]!) : ''])]), '');
  if (report.winners.length > 0) {
    const margin = report.margin ? `, ${english(describeMargin({ ...report.margin }))}` : '';
    lines.push(`Winner: ${report.winners[0]!.name}${margin}`);
  }
  if (report.tie) lines.push(`No winner: ${report.tie.join(' & ')} are tied (${english(methodName(report.method))} cannot separate them; a runoff is needed)`);
  return [...lines, ''].join('\n');
}

/** `--compare`: one line a method (winner and margin), then a sentence for each disagreement. */
export function formatComparison(report: ComparisonReport, shown: Shown): string {
  const lines = header(report, 'every method on the same ballots', shown);
  if (report.totalVotes === 0) return [...lines, 'No ballot ranks any option: nothing to count.', ''].join('\n');
  const rows = report.methods.map((line) => [
    line.method,
    line.winners[0]?.name ?? `tie: ${(line.tie ?? []).join(' & ')}`,
    line.margin ? english(describeMargin(line.margin)) : '',
  ]);
  const widths = [0, 1].map((column) => Math.max(...[['method', 'winner'], ...rows].map((row) => row[column]!.length)));
  const row = (cells: string[]) => cells.map((cell, column) => (column < 2 ? cell.padEnd(widths[column]!) : cell)).join('  ').trimEnd();
  lines.push(row(['method', 'winner', 'margin']), row(widths.map((width) => '-'.repeat(width)).concat('------')));
  for (const cells of rows) lines.push(row(cells));
  lines.push('', ...report.sentences);
  return [...lines, ''].join('\n');
}
