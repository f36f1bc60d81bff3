import { createHash, randomInt } from 'node:crypto';
import fs from 'node:fs';

const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const OPTION_NAMES = Array.from({ length: 10 }, (_, i) => `Candidate ${String.fromCharCode(65 + i)}`);

/**
 * Writes a published ballot list as Export Ballots gives it (`ballot_id,tracker,rank1,…`): `ballots` ballots
 * of the ten OPTION_NAMES, each a random full ranking under a unique random tracker, rows in random order.
 * Returns its fingerprint, computed here on its own from docs/counting.md's canonical form: every line
 * starts with its tracker, all of one length and unique, so the lines' byte order is the trackers' order.
 */
export function writeBallotList(file: string, ballots: number): string {
  const trackers = new Set<string>();
  while (trackers.size < ballots) {
    let tracker = '';
    for (let i = 0; i < 8; i += 1) tracker += ALPHABET[randomInt(32)];
    trackers.add(tracker);
  }
  const sorted = [...trackers].sort();
  const rankings = new Uint8Array(ballots * 10);
  const order = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
  for (let b = 0; b < ballots; b += 1) {
    for (let i = 9; i > 0; i -= 1) {
      const j = Math.floor(Math.random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    rankings.set(order, b * 10);
  }
  const names = (b: number) => Array.from(rankings.subarray(b * 10, b * 10 + 10), (o) => OPTION_NAMES[o]!);

  const hash = createHash('sha256').update('runoff ballot list 1\n');
  for (let b = 0; b < ballots; b += 1) hash.update(`${sorted[b]}\t${names(b).join('\t')}\n`);

  // The list's own order is random, as publication gives it.
  const shuffled = Uint32Array.from({ length: ballots }, (_, i) => i);
  for (let i = ballots - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
  }
  const out = fs.openSync(file, 'w');
  try {
    let chunk = `ballot_id,tracker,${OPTION_NAMES.map((_, i) => `rank${i + 1}`).join(',')}\n`;
    for (let row = 0; row < ballots; row += 1) {
      const b = shuffled[row]!;
      chunk += `${row + 1},${sorted[b]},${names(b).join(',')}\n`;
      if (chunk.length > 1 << 20) {
        fs.writeSync(out, chunk);
        chunk = '';
      }
    }
    fs.writeSync(out, chunk);
  } finally {
    fs.closeSync(out);
  }
  return hash.digest('hex');
}
