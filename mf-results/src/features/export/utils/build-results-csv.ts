import { describeComparison, describeCount, describeMargin, describeMethod, type MessageFormat } from '@runoff/explain';
import { englishWords, type Words } from '../../../lib/i18n';
import type { CountedResults } from '../../../lib/utils/poll-results';
import { recountCommand } from '../../../lib/utils/fingerprint';
import { roundDetails } from '../../../lib/utils/round-details';

type Cell = string | number;

/**
 * What the report adds when the reader may read it: the poll's audit trail (the host only, issue 27), as
 * auditLines words it (in the election screens' catalog, which the embed never loads).
 */
export interface ReportExtras {
  audit?: Cell[][];
}

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
 * Once the ballots are published, the header block gives the list's fingerprint and the recount command;
 * for the host, `extras.audit` adds the poll's audit trail at the end (issue 27).
 *
 * The labels and the explanations are in `words`' language (the reader's; English by default), the
 * structure and the figures are not: the same rows and columns in every language, numbers as numbers.
 */
export function buildResultsCsv(counted: CountedResults, words: Words = englishWords, extras: ReportExtras = {}): string {
  const { results, count, names, method } = counted;
  const { t } = words;
  const name = (id: string) => names[id] ?? id;
  const columns = [...results.poll.options].sort((a, b) => a.text.localeCompare(b.text) || a.order - b.order);
  // Several seats (issue 21): the winners in order of election, the seats in the header and each round's
  // exhausted votes in a column of their own. One seat keeps the spec's columns, then the Explanation.
  // A poll counted by another method than the instant runoff: that method's winner (issue 31); the rounds
  // below stay the instant runoff's, and the quota, which is theirs alone, is left out of the header.
  const winners = method ? method.winners : count.winners;
  const tie = method ? method.tie : count.tie;
  const several = count.seats > 1;
  // Exact figures (4 decimals) in the file, whatever the screen rounds them to (docs/count-animation.md).
  const format = words.exactWords().explanation(names);
  const stories = describeCount(count);

  const lines: Cell[][] = [
    [t('csv.title')],
    [t('csv.generated'), results.generatedAt],
    [t('csv.totalVotes'), count.totalVotes],
    ...(several ? [[t('csv.seats'), count.seats]] : []),
    ...(method ? [] : [[t('csv.quota'), count.quota]]),
    ...(winners.length > 0
      ? winners.map((id, index): Cell[] => [t('csv.winner', { n: index + 1 }), name(id)])
      : [[t('csv.winners'), t('csv.none')]]),
    ...(tie ? [[t('csv.tie'), tie.map(name).join(' & ')]] : []),
    // Once published (issue 27): the ballot list's fingerprint and how anyone recounts it.
    ...(results.ballotList ? [[t('csv.fingerprint'), results.ballotList.fingerprint], [t('csv.recount'), recountCommand(count.seats)]] : []),
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
    ...methodLines(counted, words, format),
    ...(extras.audit ?? []),
  ];
  return lines.map(csvLine).join('\r\n') + '\r\n';
}

/**
 * After the rounds (issue 31): the poll's counting method; for a method other than the instant runoff its
 * count in its own terms (each step, then every option's score); then "Compare methods", a row per method
 * (who it elects, by how much), and a row per sentence saying where they disagree.
 */
function methodLines({ results, method, comparison, names }: CountedResults, words: Words, format: MessageFormat): Cell[][] {
  const { t } = words;
  const name = (id: string) => names[id] ?? id;
  const own = results.poll.countingMethod;
  const lines: Cell[][] = [[], [t('csv.method'), t(`methods.${own}`)]];
  if (method) {
    lines.push([], [t('method.title', { method: t(`methods.${own}`) })], ...describeMethod(method).map((step): Cell[] => [format(step)]));
    lines.push([], [t('method.option'), t(`method.score.${method.method}`)], ...results.poll.options.map((option): Cell[] => [option.text, method.scores[option.id] ?? 0]));
  }
  if (!comparison) return lines;
  lines.push([], [t('compare.title')], [t('compare.method'), t('compare.elects'), t('compare.margin')]);
  for (const outcome of comparison.outcomes) {
    const elects = outcome.winner ? name(outcome.winner) : t('compare.tie', { names: (outcome.tie ?? []).map(name).join(' & ') });
    lines.push([t(`methods.${outcome.method}`), elects, outcome.margin ? format(describeMargin(outcome.margin)) : '']);
  }
  const sentences = describeComparison(comparison);
  if (sentences.length > 0) lines.push([], [t('compare.why')], ...sentences.map((sentence): Cell[] => [format(sentence)]));
  return lines;
}

/** The file name the spec gives, with anything but id characters taken out of the poll id. */
export function reportFileName(pollId: string): string {
  return `poll-results-${pollId.replace(/[^A-Za-z0-9_-]/g, '')}.csv`;
}
