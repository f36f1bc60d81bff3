import { Button } from '@runoff/ui';
import type { CountedResults } from '../../../lib/poll-results';
import { useDownloadReport } from '../hooks/use-download-report';

export function ExportReportButton({ counted }: { counted: CountedResults }) {
  const download = useDownloadReport(counted);
  return (
    <Button variant="secondary" onClick={download}>
      Export Report
    </Button>
  );
}
