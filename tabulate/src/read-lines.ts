import type { Readable } from 'node:stream';
import { BallotFileError, MAX_RECORD_SIZE } from './read-ballots';
import { findTerminalControl } from './terminal-text';

const decoder = new TextDecoder('utf-8', { fatal: true });

/**
 * A text file's lines as a stream, for the readers of line formats (BLT): numbered from 1, a byte order
 * mark and CR before LF removed, each checked as the CSV reader checks a row: no longer than
 * MAX_RECORD_SIZE bytes (found before the line is held whole), valid UTF-8, no control or bidirectional
 * character.
 */
export async function* readLines(input: Readable): AsyncGenerator<{ text: string; line: number }> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let line = 0;
  const finish = (bytes: Buffer): { text: string; line: number } => {
    line += 1;
    let text: string;
    try {
      text = decoder.decode(bytes);
    } catch {
      throw new BallotFileError(line, 'the file is not valid UTF-8');
    }
    if (line === 1) text = text.replace(/^\uFEFF/, '');
    text = text.replace(/\r$/, '');
    const control = findTerminalControl(text);
    if (control) throw new BallotFileError(line, `the line holds ${control.description}, which Runoff never exports`);
    return { text, line };
  };
  for await (const chunk of input as AsyncIterable<Buffer>) {
    let start = 0;
    for (let end = chunk.indexOf(10); end >= 0; end = chunk.indexOf(10, start)) {
      if (pendingBytes + end - start > MAX_RECORD_SIZE) throw tooLong(line + 1);
      pending.push(chunk.subarray(start, end));
      yield finish(Buffer.concat(pending));
      pending = [];
      pendingBytes = 0;
      start = end + 1;
    }
    pendingBytes += chunk.length - start;
    if (pendingBytes > MAX_RECORD_SIZE) throw tooLong(line + 1);
    if (start < chunk.length) pending.push(chunk.subarray(start));
  }
  if (pendingBytes > 0) yield finish(Buffer.concat(pending));
}

function tooLong(line: number): BallotFileError {
  return new BallotFileError(line, `a line of more than ${MAX_RECORD_SIZE.toLocaleString('en-US')} bytes (no ballot needs that much)`);
}
