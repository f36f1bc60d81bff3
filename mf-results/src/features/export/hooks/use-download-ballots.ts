import { useCallback } from 'react';
import { unpackBallots } from '@runoff/results-count';
import type { CountedResults } from '../../../lib/utils/poll-results';
import { ballotsFileName, buildBallotsCsv } from '../utils/build-ballots-csv';

/** Builds the ballots CSV in the browser and hands it over as a file download, like the report. */
export function useDownloadBallots(counted: CountedResults): () => void {
  return useCallback(() => {
    // The byte-order mark makes spreadsheet programs read the file as UTF-8 (accented option names).
    const blob = new Blob(['\uFEFF', buildBallotsCsv({ poll: counted.results.poll, ballots: unpackBallots(counted.results) })], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = ballotsFileName(counted.results.poll.id);
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }, [counted]);
}
