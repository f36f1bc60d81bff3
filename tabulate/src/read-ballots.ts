import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CsvError, parse } from 'csv-parse';
import type { PackedBallots } from '@runoff/counting';
import { restoreBallotCell } from '@runoff/domain';
import { PackedBallotBuilder } from './packed-ballot-builder';
import { findTerminalControl, printable } from './terminal-text';

/** A file that cannot be counted; `line` is the 1-based line of the file where the problem is. */
export class BallotFileError extends Error {
  constructor(
    readonly line: number | null,
    readonly reason: string,
    /** The reason already says where (the command adds the file name in front). */
    located = false,
  ) {
    // Whatever the file put in the reason is shown, never acted on by the terminal.
    super(printable(line === null || located ? reason : `line ${line}: ${reason}`));
  }
}

/** Something the reader set right and says so (a repeated name, a blank rank before a name). */
export interface Notice {
  kind: 'repeated-name' | 'skipped-blank-rank' | 'overvote';
  /** How many ballots it happened on, and the first few lines (in a CDF file, CVRs, numbered from 1). */
  count: number;
  lines: number[];
  /** What `lines` number: the file's lines (default), or a CDF file's CVRs. */
  at?: 'CVR';
}

export interface BallotFile {
  /** Option names in tie-break order: --options, or order of first appearance. */
  names: string[];
  ballots: PackedBallots;
  /** Ballot rows read (a row that ranks no one is read but not counted). */
  ballotsRead: number;
  notices: Notice[];
  /** What a BLT file also says: the seats it elects, its title and its withdrawn candidates. */
  seats?: number;
  title?: string;
  withdrawn?: string[];
}

export interface ReadBallotsOptions {
  /** The poll's options in order; any other name is an error. */
  options?: readonly string[];
  /** Where the options came from, for that error (default `--options`). */
  optionsFrom?: string;
  /** A CDF file's contest to count, by name (needed when the file holds several). */
  contest?: string;
  /** Called with each ballot row as the file has it: its tracker ('' without the column) and its names. */
  onBallot?: (tracker: string, names: readonly string[]) => void;
}

const NOTICE_LINES = 10;
// A hostile file must not make one record eat the memory: no ballot needs a megabyte.
export const MAX_RECORD_SIZE = 1_000_000;
/** The packed ballots hold an option as 16 bits, 0xffff marking none. Checked as each name comes. */
export const MAX_NAMES = 0xfffe;
/**
 * Runoff's option text is at most 200 characters. Each distinct name is held until the count: bounded, the
 * names of a file take at most 65,534 × 200 characters, whatever its size.
 */
export const MAX_NAME_LENGTH = 200;

/** Why a name cannot be an option, or null: too long for Runoff (in characters, as the database counts). */
export function nameProblem(name: string): string | null {
  if (name.length <= MAX_NAME_LENGTH) return null;
  const characters = [...name].length;
  if (characters <= MAX_NAME_LENGTH) return null;
  return `a name of ${characters.toLocaleString('en-US')} characters: Runoff's options are at most ${MAX_NAME_LENGTH}`;
}

/**
 * Reads an Export Ballots file as a stream (RFC 4180, UTF-8, optional BOM, CRLF or LF, blank lines
 * ignored): header `ballot_id,rank1,…,rankN`, one ballot a row, option names in the cells, trailing
 * cells empty. Like RCTab, a name repeated within a ballot keeps its first (highest) rank and later
 * repeats are skipped; a blank cell before a name is skipped too. Both are reported as notices.
 * Unknown names (with `options`) and malformed CSV are errors with the line number.
 */
export async function readBallots(input: Readable, { options, optionsFrom = '--options', onBallot }: ReadBallotsOptions = {}): Promise<BallotFile> {
  const builder = new PackedBallotBuilder();
  const index = new Map<string, number>();
  const names: string[] = [];
  for (const name of options ?? []) {
    if (index.has(name)) throw new BallotFileError(null, `--options names "${shown(name)}" twice`);
    index.set(name, names.length);
    names.push(name);
  }
  const fixed = options !== undefined;
  const notices = new Map<Notice['kind'], Notice>();
  const notice = (kind: Notice['kind'], line: number) => {
    const entry = notices.get(kind) ?? { kind, count: 0, lines: [] };
    entry.count += 1;
    if (entry.lines.length < NOTICE_LINES) entry.lines.push(line);
    notices.set(kind, entry);
  };
  // lastBallot[option] = the ballot that last ranked it: finds a repeat without a per-ballot Set.
  let lastBallot = new Int32Array(Math.max(16, names.length)).fill(-1);
  let header: string[] | null = null;
  // The published ballot list has a tracker column after ballot_id (docs/counting.md).
  let firstRank = 1;

  const parser = parse({
    bom: true,
    skip_empty_lines: true,
    // A file edited by hand may mix line ends.
    record_delimiter: ['\r\n', '\n'],
    relax_column_count_less: true,
    max_record_size: MAX_RECORD_SIZE,
    on_record: (record: string[], context: { lines: number }) => {
      const line = context.lines;
      refuseTerminalControls(record, line);
      // A line of spaces only is a blank line too.
      if (record.length === 1 && record[0]!.trim() === '') return null;
      if (header === null) {
        header = checkHeader(record, line);
        firstRank = header[1] === 'tracker' ? 2 : 1;
        return null;
      }
      const ballot = builder.ballots;
      let blank = false;
      const seen: string[] | null = onBallot ? [] : null;
      for (let rank = firstRank; rank < record.length; rank++) {
        // Export Ballots defuses spreadsheet formulas with a leading quote; undo it to get the option's name.
        const name = restoreBallotCell(record[rank]!.trim());
        if (name === '') {
          blank = true;
          continue;
        }
        if (name.includes('\uFFFD')) throw new BallotFileError(line, 'the file is not valid UTF-8');
        seen?.push(name);
        let option = index.get(name);
        if (option === undefined) {
          if (fixed) throw new BallotFileError(line, `"${shown(name)}" is not one of the options given with ${optionsFrom}`);
          const problem = nameProblem(name);
          if (problem) throw new BallotFileError(line, problem);
          if (names.length === MAX_NAMES) throw new BallotFileError(line, `more than ${MAX_NAMES.toLocaleString('en-US')} option names`);
          option = names.length;
          index.set(name, option);
          names.push(name);
          if (option >= lastBallot.length) {
            const grown = new Int32Array(lastBallot.length * 2).fill(-1);
            grown.set(lastBallot);
            lastBallot = grown;
          }
        }
        if (lastBallot[option] === ballot) {
          notice('repeated-name', line);
          continue;
        }
        if (blank) {
          notice('skipped-blank-rank', line);
          blank = false;
        }
        lastBallot[option] = ballot;
        builder.rank(option);
      }
      builder.endBallot();
      if (seen) onBallot!(firstRank === 2 ? (record[1] ?? '').trim() : '', seen);
      return null;
    },
  });

  try {
    // Records are taken in on_record and nothing comes out: the sink only drives the stream.
    await pipeline(input, parser, async (records: AsyncIterable<unknown>) => {
      for await (const _ of records) void _;
    });
  } catch (error) {
    throw asBallotFileError(error, parser.info.lines);
  }
  if (header === null) throw new BallotFileError(null, 'the file is empty: expected the header ballot_id,rank1,…,rankN');
  return { names, ballots: builder.finish(), ballotsRead: builder.ballots, notices: [...notices.values()] };
}

/** A name as a message shows it: the first 80 characters. */
function shown(name: string): string {
  return name.length > 80 ? `${name.slice(0, 80)}…` : name;
}

/**
 * Refuses a record with a character a terminal would act on, in any cell (the ballot id too). `line` is where
 * the record ends; the character's own line is found by the line breaks after it (quoted cells may hold some).
 */
function refuseTerminalControls(record: string[], line: number): void {
  for (const [cell, text] of record.entries()) {
    const found = findTerminalControl(text);
    if (!found) continue;
    const breaksAfter = [text.slice(found.index), ...record.slice(cell + 1)].reduce((n, rest) => n + rest.split('\n').length - 1, 0);
    throw new BallotFileError(line - breaksAfter, `a cell holds ${found.description}, which Runoff never exports`);
  }
}

function checkHeader(record: string[], line: number): string[] {
  const cells = record.map((cell) => cell.trim());
  const tracker = cells[1] === 'tracker' ? ['tracker'] : [];
  const expected = ['ballot_id', ...tracker, ...cells.slice(1 + tracker.length).map((_, i) => `rank${i + 1}`)];
  if (cells.length < 2 + tracker.length || cells.some((cell, i) => cell !== expected[i])) {
    throw new BallotFileError(line, `expected the header ballot_id,rank1,…,rankN (or ballot_id,tracker,rank1,…), got "${record.join(',').slice(0, 200)}"`);
  }
  return cells;
}

export function asBallotFileError(error: unknown, line: number): Error {
  if (error instanceof BallotFileError) return error;
  if (error instanceof CsvError) {
    const at = typeof error.lines === 'number' ? error.lines : line;
    const reason =
      error.code === 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH'
        ? 'more cells than the header has columns'
        : error.code === 'CSV_MAX_RECORD_SIZE'
          ? `a row of more than ${MAX_RECORD_SIZE.toLocaleString('en-US')} bytes (no ballot needs that much)`
          : error.message.replace(/ at line \d+.*$/s, '');
    return new BallotFileError(at, reason);
  }
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === 'ENOENT') return new BallotFileError(null, 'no such file');
  if (code === 'EISDIR') return new BallotFileError(null, 'a folder, not a file');
  if (code === 'EACCES') return new BallotFileError(null, 'permission denied');
  return error instanceof Error ? error : new Error(String(error));
}
