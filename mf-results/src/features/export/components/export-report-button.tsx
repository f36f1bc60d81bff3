import { Button } from '@runoff/ui';
import { useWords } from '../../../lib/i18n';
import type { CountedResults } from '../../../lib/utils/poll-results';
import { useDownloadReport } from '../hooks/use-download-report';

export function ExportReportButton({ counted }: { counted: CountedResults }) {
  const words = useWords();
  // The report's labels and explanations in the reader's language; its columns are the spec's.
  const download = useDownloadReport(counted, words);
  return (
    <Button variant="secondary" onClick={download}>
      {words.t('export.report')}
    </Button>
  );
}
