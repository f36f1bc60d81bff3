import fs from 'node:fs';
import { asBallotFileError, readBallots, type BallotFile, type ReadBallotsOptions } from './read-ballots';
import { readBlt } from './read-blt';
import { readCdf } from './read-cdf';

/** The ballot files `pnpm tabulate` reads (docs/counting.md, "Ballot files other tools write"). */
export const BALLOT_FORMATS = ['csv', 'blt', 'cdf'] as const;
export type BallotFormat = (typeof BALLOT_FORMATS)[number];

export function readBallotFile(format: BallotFormat, file: string, options: ReadBallotsOptions): Promise<BallotFile> {
  if (format === 'cdf') return readCdf(file, options);
  const stream = fs.createReadStream(file);
  if (format === 'csv') return readBallots(stream, options);
  // A file that cannot be opened says so as the CSV reader says it (no such file, a folder…).
  return readBlt(stream, options)
    .catch((error: unknown) => Promise.reject(asBallotFileError(error, 0)))
    .finally(() => stream.destroy());
}
