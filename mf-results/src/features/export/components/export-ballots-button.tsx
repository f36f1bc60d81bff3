import { Button } from '@runoff/ui';
import { useText } from '../../../lib/i18n';
import type { CountedResults } from '../../../lib/utils/poll-results';
import { useDownloadBallots, type BallotsFormat } from '../hooks/use-download-ballots';

const LABELS = { csv: 'export.ballots', blt: 'export.ballotsBlt', cdf: 'export.ballotsCdf' } as const;

/**
 * Export Ballots: the anonymous ballots as CSV, for a recount anyone can run (`pnpm tabulate`); with
 * `format`, as BLT or CDF, the files OpenSTV, OpaVote and RCTab read (issue 31).
 */
export function ExportBallotsButton({ counted, format = 'csv' }: { counted: CountedResults; format?: BallotsFormat }) {
  const download = useDownloadBallots(counted, format);
  const { t } = useText();
  return (
    <Button variant="secondary" onClick={download}>
      {t(LABELS[format])}
    </Button>
  );
}
