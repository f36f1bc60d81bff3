/** The recount anyone can run on the downloaded list (tabulate/src/cli.ts, docs/counting.md). */
export const RECOUNT_COMMAND = 'pnpm tabulate ballots.csv --verify <fingerprint>';

/** 64 hex digits in 8 groups of 8: read aloud and compared by eye, and wrapped between groups on a phone. */
export function fingerprintGroups(fingerprint: string): string[] {
  return fingerprint.match(/.{1,8}/g) ?? [];
}
