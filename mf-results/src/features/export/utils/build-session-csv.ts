import { unpackBallots } from '@runoff/results-count';
import { englishWords, type Words } from '../../../lib/i18n';
import type { CountedResults } from '../../../lib/utils/poll-results';
import { buildBallotsCsv } from './build-ballots-csv';
import { buildResultsCsv, csvCell } from './build-results-csv';

/** A session's question in its report (issue 32): its number and title, and its counted results when readable. */
export interface SessionReportQuestion {
  number: number;
  title: string;
  counted: CountedResults | null;
}

/**
 * A CSV text's records as written (RFC 4180): split at the line ends outside quotes, each with its field
 * count. The session files are the one-question files with a column in front, so each question's part is
 * exactly what the poll's own export writes, whatever columns that builder has.
 */
export function csvRecords(text: string): { text: string; fields: number }[] {
  const records: { text: string; fields: number }[] = [];
  let start = 0;
  let fields = 1;
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === ',') fields += 1;
    else if (!quoted && char === '\r' && text[i + 1] === '\n') {
      records.push({ text: text.slice(start, i), fields });
      start = i + 2;
      fields = 1;
      i += 1;
    }
  }
  if (start < text.length) records.push({ text: text.slice(start), fields });
  return records;
}

/** The question column's cell: "1. Title", so one filter on it gives one question's rows. */
function questionCell(question: Pick<SessionReportQuestion, 'number' | 'title'>): string {
  return csvCell(`${question.number}. ${question.title}`);
}

/**
 * The session's results in one file: every question's Export Report (buildResultsCsv, the poll's own file,
 * in `words`' language) with a Question column in front of each of its lines, questions in order; a
 * question whose results cannot be read yet has one line saying so. CRLF line ends.
 */
export function buildSessionResultsCsv(questions: readonly SessionReportQuestion[], words: Words = englishWords): string {
  const { t } = words;
  const lines = [csvCell(t('csv.question'))];
  for (const question of questions) {
    const cell = questionCell(question);
    if (!question.counted) {
      lines.push(`${cell},${csvCell(t('csv.notReady'))}`);
      continue;
    }
    for (const record of csvRecords(buildResultsCsv(question.counted, words))) {
      lines.push(record.text === '' ? cell : `${cell},${record.text}`);
    }
  }
  return lines.join('\r\n') + '\r\n';
}

/**
 * The session's ballots in one file: `question,ballot_id,rank1,…,rankN` (N the most options of any question),
 * each question's rows exactly its Export Ballots rows (buildBallotsCsv) with the question in front, padded
 * to the same width. Questions without readable results have no rows. CRLF line ends.
 */
export function buildSessionBallotsCsv(questions: readonly SessionReportQuestion[]): string {
  const parts = questions.flatMap((question) => {
    if (!question.counted) return [];
    const { poll } = question.counted.results;
    const [header, ...rows] = csvRecords(buildBallotsCsv({ poll, ballots: unpackBallots(question.counted.results) }));
    return [{ cell: questionCell(question), width: header?.fields ?? 1, rows }];
  });
  const width = Math.max(2, ...parts.map((part) => part.width));
  const header = ['question', 'ballot_id', ...Array.from({ length: width - 1 }, (_, i) => `rank${i + 1}`)].join(',');
  const lines = [header];
  for (const part of parts) {
    for (const row of part.rows) lines.push(`${part.cell},${row.text}${','.repeat(width - row.fields)}`);
  }
  return lines.join('\r\n') + '\r\n';
}

/** session-results-{id}.csv and session-ballots-{id}.csv, with anything but id characters taken out. */
export function sessionFileName(sessionId: string, what: 'results' | 'ballots'): string {
  return `session-${what}-${sessionId.replace(/[^A-Za-z0-9_-]/g, '')}.csv`;
}
