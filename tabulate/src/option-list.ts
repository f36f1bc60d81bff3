import fs from 'node:fs/promises';
import { CsvError } from 'csv-parse';
import { parse } from 'csv-parse/sync';
import { MAX_NAME_LENGTH, MAX_NAMES, nameProblem } from './read-ballots';
import { findTerminalControl } from './terminal-text';

/** A list of option names that cannot be used (the message says where: --options, or the file and line). */
export class OptionListError extends Error {}

/** Each name holds to the rules of the ballot file's names: it is printed too. */
function nameError(name: string): string | null {
  const control = findTerminalControl(name);
  if (control) return `a name holds ${control.description}`;
  if (name.includes('\uFFFD')) return 'not valid UTF-8';
  return nameProblem(name);
}

/**
 * `--options` as one CSV record (RFC 4180), so a name with a comma is quoted as in the ballot file:
 * `"Peltola, Mary S.",Begich`. Names are trimmed; empty ones are skipped.
 */
export function parseOptionsArgument(text: string): string[] {
  let records: string[][];
  try {
    records = parse(text, { relax_column_count: true, trim: true, record_delimiter: ['\r\n', '\n'] }) as string[][];
  } catch (error) {
    throw new OptionListError(`--options is one CSV record: ${error instanceof CsvError ? error.message.replace(/ at line \d+.*$/s, '') : String(error)}`);
  }
  if (records.length > 1) throw new OptionListError('--options is one line of names (quote a name that holds a comma)');
  const names = (records[0] ?? []).filter((name) => name !== '');
  if (names.length === 0) throw new OptionListError('--options needs at least one name');
  if (names.length > MAX_NAMES) throw new OptionListError(`--options names ${names.length} options: at most ${MAX_NAMES.toLocaleString('en-US')}`);
  for (const [index, name] of names.entries()) {
    const problem = nameError(name);
    if (problem) throw new OptionListError(`--options: ${problem}`);
    if (names.indexOf(name) < index) throw new OptionListError(`--options names "${name.slice(0, 80)}" twice`);
  }
  return names;
}

// The largest list of names there can be: every name at its longest, 4 bytes a character, and a line end.
const MAX_FILE_BYTES = MAX_NAMES * (MAX_NAME_LENGTH * 4 + 2);

/**
 * `--options-file FILE`: one name a line (UTF-8, optional byte order mark, CRLF or LF), trimmed; blank
 * lines are skipped. Errors say the line: a repeated name, a control character, a name too long.
 */
export async function readOptionsFile(file: string, shownAs: string): Promise<string[]> {
  let bytes: Buffer;
  try {
    const { size } = await fs.stat(file);
    if (size > MAX_FILE_BYTES) throw new OptionListError(`${shownAs}: ${size.toLocaleString('en-US')} bytes, more than any list of ${MAX_NAMES.toLocaleString('en-US')} names`);
    bytes = await fs.readFile(file);
  } catch (error) {
    if (error instanceof OptionListError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'a folder, not a file' : code === 'EACCES' ? 'permission denied' : String(error);
    throw new OptionListError(`${shownAs}: ${reason}`);
  }
  const lines = bytes.toString('utf8').replace(/^\uFEFF/, '').split(/\r?\n/);
  const names: string[] = [];
  const seen = new Map<string, number>();
  for (const [index, raw] of lines.entries()) {
    const line = index + 1;
    const name = raw.trim();
    if (name === '') continue;
    const problem = nameError(name);
    if (problem) throw new OptionListError(`${shownAs}: line ${line}: ${problem}`);
    const first = seen.get(name);
    if (first !== undefined) throw new OptionListError(`${shownAs}: line ${line}: "${name.slice(0, 80)}" is already on line ${first}`);
    if (names.length === MAX_NAMES) throw new OptionListError(`${shownAs}: line ${line}: more than ${MAX_NAMES.toLocaleString('en-US')} names`);
    seen.set(name, line);
    names.push(name);
  }
  if (names.length === 0) throw new OptionListError(`${shownAs}: no option names (one a line)`);
  return names;
}
