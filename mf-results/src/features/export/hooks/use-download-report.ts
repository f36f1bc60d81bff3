import { useCallback } from 'react';
import { useAuth } from '@runoff/platform/auth';
import type { Words } from '../../../lib/i18n';
import { downloadFile } from '../../../lib/utils/download-file';
import type { CountedResults } from '../../../lib/utils/poll-results';
import { useElectionText } from '../../../lib/i18n/elections';
import { getPollAudit } from '../api/poll-audit';
import { auditLines } from '../utils/audit-lines';
import { buildResultsCsv, reportFileName } from '../utils/build-results-csv';

/**
 * Builds the CSV in the browser and hands it to the browser as a file download (product §7). The host's
 * report also carries the poll's audit trail (issue 27), read as the button is pressed; nobody else may read it.
 */
export function useDownloadReport(counted: CountedResults, words: Words): () => Promise<void> {
  const { user } = useAuth();
  const { poll } = counted.results;
  const host = user !== null && poll.createdBy !== undefined && user.uid === poll.createdBy;
  const { t: electionText } = useElectionText();
  return useCallback(async () => {
    const audit = host ? auditLines(await getPollAudit(poll.id), electionText) : undefined;
    // The byte-order mark makes spreadsheet programs read the file as UTF-8 (accented option names).
    downloadFile(['\uFEFF', buildResultsCsv(counted, words, { audit })], 'text/csv;charset=utf-8', reportFileName(poll.id));
  }, [counted, words, host, poll.id, electionText]);
}
