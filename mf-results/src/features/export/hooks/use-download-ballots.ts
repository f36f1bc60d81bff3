import { useCallback } from 'react';
import { unpackBallots } from '@runoff/results-count';
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

/** Builds a ballots file in the browser and hands it over as a file download, like the report. */
export function useDownloadBallots(counted: CountedResults, format: BallotsFormat = 'csv'): () => void {
  return useCallback(() => {
    const file = ballotsFile(counted, format);
    const blob = new Blob(file.parts, { type: file.type });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = file.name;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }, [counted, format]);
}
