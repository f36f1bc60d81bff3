/**
 * The recount anyone can run on the downloaded list (tabulate/src/cli.ts, docs/counting.md), with the
 * poll's seats when there are several (tabulate counts one seat unless told).
 */
export function recountCommand(seats = 1): string {
  return `pnpm tabulate ballots.csv${seats > 1 ? ` --seats ${seats}` : ''} --verify <fingerprint>`;
}

/** 64 hex digits in 8 groups of 8: read aloud and compared by eye, and wrapped between groups on a phone. */
export function fingerprintGroups(fingerprint: string): string[] {
  return fingerprint.match(/.{1,8}/g) ?? [];
}
