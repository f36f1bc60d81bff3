import { useCallback } from 'react';
import type { Words } from '../../../lib/i18n';
import type { CountedResults } from '../../../lib/utils/poll-results';
import { buildResultsCsv, reportFileName } from '../utils/build-results-csv';

/** Builds the CSV in the browser and hands it to the browser as a file download (product §7). */
export function useDownloadReport(counted: CountedResults, words: Words): () => void {
  return useCallback(() => {
    // The byte-order mark makes spreadsheet programs read the file as UTF-8 (accented option names).
    const blob = new Blob(['\uFEFF', buildResultsCsv(counted, words)], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = reportFileName(counted.results.poll.id);
    document.body.append(link);
    link.click();
    link.remove();
    // Revoked on the next task: some browsers start the download only after click() returns.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }, [counted, words]);
}
