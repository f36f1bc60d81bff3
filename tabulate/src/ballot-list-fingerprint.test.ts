import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BallotListFingerprint } from './ballot-list-fingerprint';

/** docs/counting.md's definition, written out again: lines sorted by their UTF-8 bytes. */
function definition(ballots: Array<[string, string[]]>): string {
  const lines = ballots.map(([tracker, names]) => Buffer.from(`${tracker}\t${names.join('\t')}`, 'utf8')).sort(Buffer.compare);
  return createHash('sha256').update(Buffer.concat([Buffer.from('runoff ballot list 1\n'), ...lines.flatMap((line) => [line, Buffer.from('\n')])])).digest('hex');
}

function fingerprint(ballots: Array<[string, string[]]>): string {
  const list = new BallotListFingerprint();
  for (const [tracker, names] of ballots) list.add(tracker, names);
  return list.digest();
}

describe('BallotListFingerprint', () => {
  it('orders lines by UTF-8 bytes where JavaScript’s string order differs: beyond the Basic Multilingual Plane', () => {
    // U+FF21 (Ａ) sorts above U+1F600 (😀) in UTF-16 code units, below it in UTF-8.
    const ballots: Array<[string, string[]]> = [['', ['Ａna', 'Ben']], ['', ['😀 Party', 'Ben']], ['', ['Ben']]];
    expect(fingerprint(ballots)).toBe(definition(ballots));
    expect(fingerprint([...ballots].reverse())).toBe(definition(ballots));
  });

  it('is the definition for lists of mixed names, in any order, over more lines than one hash update takes', () => {
    // Characters whose UTF-16 and UTF-8 orders differ (Ａ U+FF21, ﬀ U+FB00 against 𝔸 U+1D538, 😀 U+1F600)
    // beside plain ones; a small linear congruential generator makes the lists, the same on every run.
    const units = ['A', 'b', 'é', 'Ａ', '中', '😀', 'ﬀ', ' ', '𝔸', 'z'];
    let seed = 27;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const name = () => Array.from({ length: 1 + next(5) }, () => units[next(units.length)]!).join('');
    for (let run = 0; run < 300; run += 1) {
      const ballots = Array.from({ length: next(30) }, (): [string, string[]] => [['', 'K7QM2XPA', 'B3HJ9RTE'][next(3)]!, Array.from({ length: 1 + next(4) }, name)]);
      expect(fingerprint(ballots)).toBe(definition(ballots));
    }
    const many: Array<[string, string[]]> = Array.from({ length: 25_001 }, (_, i) => [String(i).padStart(8, '0'), ['Ana', i % 2 ? 'Ben' : 'Cleo']]);
    expect(fingerprint(many)).toBe(definition(many));
  });
});
