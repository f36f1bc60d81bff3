import { useCallback } from 'react';
import { RpcRequestError } from '@runoff/platform/supabase';
import { unpackBallots } from '@runoff/results-count';
import { getBallotList } from '../../../lib/api/ballot-list';
import { buildBallotListCsv } from '../../../lib/utils/ballot-list-csv';
import { downloadFile } from '../../../lib/utils/download-file';
import type { CountedResults } from '../../../lib/utils/poll-results';
import { ballotsFileName, buildBallotsCsv } from '../utils/build-ballots-csv';
import { ballotsFileNameAs, buildBallotsBlt, buildBallotsCdf } from '../utils/build-ballots-other';

/** The ballot files Export Ballots writes: Runoff's CSV, and the BLT and CDF that other tools read (issue 31). */
export type BallotsFormat = 'csv' | 'blt' | 'cdf';

function ballotsFile(counted: CountedResults, format: BallotsFormat): { parts: string[]; type: string; name: string } {
  const results = { poll: counted.results.poll, ballots: unpackBallots(counted.results) };
  const id = counted.results.poll.id;
  // The byte-order mark makes spreadsheet programs read the CSV as UTF-8 (accented option names).
  if (format === 'csv') return { parts: ['\uFEFF', buildBallotsCsv(results)], type: 'text/csv;charset=utf-8', name: ballotsFileName(id) };
  if (format === 'blt') return { parts: [buildBallotsBlt(results)], type: 'text/plain;charset=utf-8', name: ballotsFileNameAs(id, 'blt') };
  return { parts: [buildBallotsCdf(results)], type: 'application/json', name: ballotsFileNameAs(id, 'cdf') };
}

/**
 * A completed poll with trackers (issue 27): the CSV gets a `tracker` column, from the ballot list, which the
 * host may always read and others once it is published to them. Null where the list is not theirs to read:
 * their file is the one without trackers.
 */
async function trackedCsv(counted: CountedResults): Promise<string | null> {
  const { poll } = counted.results;
  if (!poll.trackers || poll.status !== 'completed') return null;
  try {
    return buildBallotListCsv(await getBallotList(poll.id));
  } catch (error) {
    if (error instanceof RpcRequestError && error.id === 'ballots.not_published') return null;
    throw error;
  }
}

/** Builds a ballots file in the browser and hands it over as a file download, like the report. */
export function useDownloadBallots(counted: CountedResults, format: BallotsFormat = 'csv'): () => Promise<void> {
  return useCallback(async () => {
    const tracked = format === 'csv' ? await trackedCsv(counted) : null;
    const file = tracked === null ? ballotsFile(counted, format) : { parts: ['\uFEFF', tracked], type: 'text/csv;charset=utf-8', name: ballotsFileName(counted.results.poll.id) };
    downloadFile(file.parts, file.type, file.name);
  }, [counted, format]);
}
