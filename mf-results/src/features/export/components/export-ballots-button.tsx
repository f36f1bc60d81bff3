import { Button } from '@runoff/ui';
import { useText } from '../../../lib/i18n';
import type { CountedResults } from '../../../lib/utils/poll-results';
import { useDownloadBallots } from '../hooks/use-download-ballots';

/** Export Ballots: the anonymous ballots as CSV, for a recount anyone can run (`pnpm tabulate`). */
export function ExportBallotsButton({ counted }: { counted: CountedResults }) {
  const download = useDownloadBallots(counted);
  const { t } = useText();
  return (
    <Button variant="secondary" onClick={download}>
      {t('export.ballots')}
    </Button>
  );
}
