import { Button } from '@runoff/ui';
import { useWords } from '../../../lib/i18n';
import { useSessionReportText } from '../../../lib/i18n/session-report';
import { downloadFile } from '../../../lib/utils/download-file';
import { buildSessionBallotsCsv, buildSessionResultsCsv, sessionFileName, type SessionReportQuestion } from '../utils/build-session-csv';

// The byte-order mark makes spreadsheet programs read the file as UTF-8 (accented option names).
const downloadCsv = (csv: string, name: string) => downloadFile(['\uFEFF', csv], 'text/csv;charset=utf-8', name);

/**
 * A session's export (issue 32): all its questions' results in one CSV, all their ballots in another, each
 * with a question column. The results' labels and explanations are in the reader's language, as Export Report's.
 */
export function ExportSessionButtons({ sessionId, questions }: { sessionId: string; questions: readonly SessionReportQuestion[] }) {
  const words = useWords();
  const { t } = useSessionReportText();
  return (
    <>
      <Button variant="secondary" onClick={() => downloadCsv(buildSessionResultsCsv(questions, words), sessionFileName(sessionId, 'results'))}>
        {t('sessionReport.downloadResults')}
      </Button>
      <Button variant="secondary" onClick={() => downloadCsv(buildSessionBallotsCsv(questions), sessionFileName(sessionId, 'ballots'))}>
        {t('sessionReport.downloadBallots')}
      </Button>
    </>
  );
}
