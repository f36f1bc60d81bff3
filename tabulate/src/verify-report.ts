/** What `--verify` found: the fingerprint and, with --winners, the count (docs/counting.md). */
export interface Verification {
  fingerprint: { expected: string; actual: string; matches: boolean };
  count: { expected: string[]; actual: string[]; matches: boolean } | null;
}

/** Thrown when a check of `--verify` fails: the command prints `output` and exits 3. */
export class VerificationFailed extends Error {
  constructor(readonly output: string) {
    super('the ballot list does not match');
  }
}

export function verify(expectedFingerprint: string, actualFingerprint: string, expectedWinners: string[] | undefined, actualWinners: string[]): Verification {
  const sorted = (names: string[]) => [...names].sort();
  const count =
    expectedWinners === undefined
      ? null
      : {
          expected: expectedWinners,
          actual: actualWinners,
          matches: JSON.stringify(sorted(expectedWinners)) === JSON.stringify(sorted(actualWinners)),
        };
  return { fingerprint: { expected: expectedFingerprint, actual: actualFingerprint, matches: expectedFingerprint === actualFingerprint }, count };
}

export function formatVerification(result: Verification): string {
  const { fingerprint, count } = result;
  const lines = [
    fingerprint.matches
      ? `Fingerprint matches: ${fingerprint.actual}`
      : `Fingerprint differs: the file gives ${fingerprint.actual}, the published one is ${fingerprint.expected}`,
    count === null
      ? 'Count: not compared (give --winners to compare it with the published result)'
      : count.matches
        ? `Count matches: elects ${list(count.actual)}`
        : `Count differs: the file elects ${list(count.actual)}, the published result ${list(count.expected)}`,
  ];
  return `${lines.join('\n')}\n`;
}

function list(names: string[]): string {
  return names.length === 0 ? 'nobody (a tie)' : names.join(', ');
}

export function verificationPassed(result: Verification): boolean {
  return result.fingerprint.matches && (result.count === null || result.count.matches);
}
