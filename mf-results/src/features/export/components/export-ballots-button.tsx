import { Button } from '@runoff/ui';
import type { CountedResults } from '../../../lib/poll-results';
import { useDownloadBallots } from '../hooks/use-download-ballots';

/** Export Ballots: the anonymous ballots as CSV, for a recount anyone can run (`pnpm tabulate`). */
export function ExportBallotsButton({ counted }: { counted: CountedResults }) {
  const download = useDownloadBallots(counted);
  return (
    <Button variant="secondary" onClick={download}>
      Export Ballots
    </Button>
  );
}
