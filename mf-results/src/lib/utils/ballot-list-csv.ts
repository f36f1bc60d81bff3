import { defuseBallotCell } from '@runoff/domain';
import type { BallotList } from '../api/ballot-list';

/** RFC 4180: a cell with a quote, comma, CR or LF is quoted, its quotes doubled. */
function quote(cell: string): string {
  return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/**
 * The published ballot list as a file `pnpm tabulate --verify` reads (docs/counting.md): Export Ballots'
 * `ballot_id,rank1,…` with a `tracker` column after `ballot_id` on a poll with trackers, one row per ballot
 * in the list's own order (by tracker, which is random), CRLF line ends. An untracked poll's groups are
 * expanded, as Export Ballots does. Only the ballots' texts and trackers: the same fingerprint comes out.
 */
export function buildBallotListCsv(list: Pick<BallotList, 'trackers' | 'options' | 'ballots'>): string {
  const names = new Map(list.options.map((option) => [option.id, option.text]));
  const width = Math.max(list.options.length, ...list.ballots.map((ballot) => ballot.ranking.length));
  const tracked = list.trackers && list.ballots.every((ballot) => ballot.tracker !== null);
  const header = ['ballot_id', ...(tracked ? ['tracker'] : []), ...Array.from({ length: width }, (_, i) => `rank${i + 1}`)].join(',');
  const lines = [header];
  let ballotId = 0;
  for (const ballot of list.ballots) {
    const cells = Array.from({ length: width }, (_, i) => {
      const id = ballot.ranking[i];
      return id === undefined ? '' : quote(defuseBallotCell(names.get(id) ?? id));
    });
    const row = (tracked ? [ballot.tracker!, ...cells] : cells).join(',');
    for (let n = 0; n < ballot.count; n += 1) {
      ballotId += 1;
      lines.push(`${ballotId},${row}`);
    }
  }
  return lines.join('\r\n') + '\r\n';
}

/** poll-ballot-list-{pollId}.csv, with anything but id characters taken out of the poll id. */
export function ballotListFileName(pollId: string): string {
  return `poll-ballot-list-${pollId.replace(/[^A-Za-z0-9_-]/g, '')}.csv`;
}
