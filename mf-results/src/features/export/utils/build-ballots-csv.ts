import { defuseBallotCell } from '@runoff/domain';
import type { PollResults } from '@runoff/domain';

/** RFC 4180: a cell with a quote, comma, CR or LF is quoted, its quotes doubled. */
function quote(cell: string): string {
  return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

function compareRankings(a: readonly string[], b: readonly string[]): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i += 1) {
    // Code-unit order: the same file on every machine, whatever its locale.
    if (a[i] !== b[i]) return a[i]! < b[i]! ? -1 : 1;
  }
  return a.length - b.length;
}

/**
 * The Export Ballots file (issue 9, docs/decisions.md): `ballot_id,rank1,…,rankN`, one row per ballot,
 * option names in the cells, a shorter ranking's trailing cells empty, CRLF line ends. The database keeps
 * ballots grouped by identical ranking with a count and no voter or time; the groups are expanded in order
 * of their ranking, so ballot ids are only row numbers and say nothing about who voted or when.
 */
export function buildBallotsCsv(results: Pick<PollResults, 'poll' | 'ballots'>): string {
  const names = new Map(results.poll.options.map((option) => [option.id, option.text]));
  const groups = results.ballots
    .filter((group) => group.count > 0)
    .map((group) => ({ ranking: group.ranking.map((id) => names.get(id) ?? id), count: group.count }))
    .sort((a, b) => compareRankings(a.ranking, b.ranking));
  const width = Math.max(results.poll.options.length, ...groups.map((group) => group.ranking.length));
  const header = ['ballot_id', ...Array.from({ length: width }, (_, i) => `rank${i + 1}`)].join(',');

  const lines = [header];
  let ballotId = 0;
  for (const group of groups) {
    const cells = Array.from({ length: width }, (_, i) => {
      const name = group.ranking[i];
      return name === undefined ? '' : quote(defuseBallotCell(name));
    });
    const row = cells.join(',');
    for (let n = 0; n < group.count; n += 1) {
      ballotId += 1;
      lines.push(`${ballotId},${row}`);
    }
  }
  return lines.join('\r\n') + '\r\n';
}

/** poll-ballots-{pollId}.csv, with anything but id characters taken out of the poll id. */
export function ballotsFileName(pollId: string): string {
  return `poll-ballots-${pollId.replace(/[^A-Za-z0-9_-]/g, '')}.csv`;
}
