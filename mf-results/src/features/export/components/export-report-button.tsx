import { useState } from 'react';
import { useFailureText } from '@runoff/platform/i18n';
import { Alert, Button } from '@runoff/ui';
import { useWords } from '../../../lib/i18n';
import type { CountedResults } from '../../../lib/utils/poll-results';
import { useDownloadReport } from '../hooks/use-download-report';

export function ExportReportButton({ counted }: { counted: CountedResults }) {
  const words = useWords();
  const describe = useFailureText();
  // The report's labels and explanations in the reader's language; its columns are the spec's.
  const download = useDownloadReport(counted, words);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const run = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await download();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="secondary" onClick={() => void run()} busy={busy}>
        {words.t('export.report')}
      </Button>
      {failure !== null && <Alert>{words.t('export.failed', { message: describe(failure) })}</Alert>}
    </>
  );
}
