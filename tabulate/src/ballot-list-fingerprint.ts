import { createHash } from 'node:crypto';

/** The first line of the canonical form (docs/counting.md, "The ballot list and its fingerprint"). */
const BALLOT_LIST_HEADER = 'runoff ballot list 1';

/**
 * The fingerprint of a published ballot list, as the database computes it: SHA-256 (hex) of the header line
 * and one line per ballot, `tracker<TAB>first<TAB>second…`, sorted by their UTF-8 bytes (so the file's own
 * order does not matter), each line ended by a line feed.
 */
export class BallotListFingerprint {
  private readonly lines: Buffer[] = [];

  add(tracker: string, names: readonly string[]): void {
    this.lines.push(Buffer.from(`${tracker}\t${names.join('\t')}`, 'utf8'));
  }

  digest(): string {
    // Byte order, as Postgres's "C" collation: JavaScript's string order differs beyond the BMP.
    this.lines.sort(Buffer.compare);
    const hash = createHash('sha256').update(`${BALLOT_LIST_HEADER}\n`);
    const newline = Buffer.from('\n');
    for (const line of this.lines) hash.update(line).update(newline);
    return hash.digest('hex');
  }
}

/** A fingerprint as given on the command line: 64 hex digits, any case. */
export function parseFingerprint(text: string): string | null {
  const clean = text.trim().toLowerCase();
  return /^[0-9a-f]{64}$/.test(clean) ? clean : null;
}
