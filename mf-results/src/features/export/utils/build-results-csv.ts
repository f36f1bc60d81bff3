import { describeCount } from '@runoff/explain';
import { englishWords, type Words } from '../../../lib/i18n';
import type { CountedResults } from '../../../lib/utils/poll-results';
import { roundDetails } from '../../../lib/utils/round-details';

type Cell = string | number;

// A spreadsheet runs a cell that starts with one of these as a formula (CSV injection); tab and CR too.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell (RFC 4180): text that could run as a formula gets a leading ', then quotes when needed. */
export function csvCell(value: Cell): string {
  if (typeof value === 'number') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function csvLine(cells: readonly Cell[]): string {
  return cells.map(csvCell).join(',');
}

/**
 * The Export Report file (product §3.7): a header block (title, generated time, total votes,
 * quota, numbered winners in order of election; with several seats also the seats), a blank line, then
 * one row per round with a column per option sorted by name, the round's winners joined with ' & ', who
 * was eliminated, (with several seats) the exhausted votes, and last the round explained in the words of
 * the Rounds Breakdown (@runoff/explain, issue 22: the standings, why, where the votes went). An option
 * already out of the count has an empty cell. Lines end with CRLF as RFC 4180 asks.
 *
 * The labels and the explanations are in `words`' language (the reader's; English by default), the
 * structure and the figures are not: the same rows and columns in every language, numbers as numbers.
 */
export function buildResultsCsv({ results, count, names }: CountedResults, words: Words = englishWords): string {
  const { t } = words;
  const name = (id: string) => names[id] ?? id;
  const columns = [...results.poll.options].sort((a, b) => a.text.localeCompare(b.text) || a.order - b.order);
  // Several seats (issue 21): the winners in order of election, the seats in the header and each round's
  // exhausted votes in a column of their own. One seat keeps the spec's columns, then the Explanation.
  const winners = count.winners;
  const several = count.seats > 1;
  // Exact figures (4 decimals) in the file, whatever the screen rounds them to (docs/count-animation.md).
  const format = words.exactWords().explanation(names);
  const stories = describeCount(count);

  const lines: Cell[][] = [
    [t('csv.title')],
    [t('csv.generated'), results.generatedAt],
    [t('csv.totalVotes'), count.totalVotes],
    ...(several ? [[t('csv.seats'), count.seats]] : []),
    [t('csv.quota'), count.quota],
    ...(winners.length > 0
      ? winners.map((id, index): Cell[] => [t('csv.winner', { n: index + 1 }), name(id)])
      : [[t('csv.winners'), t('csv.none')]]),
    ...(count.tie ? [[t('csv.tie'), count.tie.map(name).join(' & ')]] : []),
    [],
    [t('csv.round'), ...columns.map((option) => option.text), t('csv.winners'), t('csv.eliminated'), ...(several ? [t('csv.exhausted')] : []), t('csv.explanation')],
    ...count.rounds.map((round, i): Cell[] => [
      round.round,
      ...columns.map((option) => round.counts[option.id] ?? ''),
      round.winners.map(name).join(' & '),
      round.eliminated.map(name).join(' & '),
      ...(several ? [round.exhausted] : []),
      roundDetails(stories[i]!, format),
    ]),
  ];
  return lines.map(csvLine).join('\r\n') + '\r\n';
}

/** The file name the spec gives, with anything but id characters taken out of the poll id. */
export function reportFileName(pollId: string): string {
  return `poll-results-${pollId.replace(/[^A-Za-z0-9_-]/g, '')}.csv`;
}
