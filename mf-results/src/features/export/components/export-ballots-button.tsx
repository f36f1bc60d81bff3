import { useState } from 'react';
import { useFailureText } from '@runoff/platform/i18n';
import { Alert, Button } from '@runoff/ui';
import { useText } from '../../../lib/i18n';
import type { CountedResults } from '../../../lib/utils/poll-results';
import { useDownloadBallots, type BallotsFormat } from '../hooks/use-download-ballots';

const LABELS = { csv: 'export.ballots', blt: 'export.ballotsBlt', cdf: 'export.ballotsCdf' } as const;

/**
 * Export Ballots: the anonymous ballots as CSV, for a recount anyone can run (`pnpm tabulate`), with each
 * ballot's tracker on a poll that gives them (issue 27); with `format`, as BLT or CDF, the files OpenSTV,
 * OpaVote and RCTab read (issue 31).
 */
export function ExportBallotsButton({ counted, format = 'csv' }: { counted: CountedResults; format?: BallotsFormat }) {
  const download = useDownloadBallots(counted, format);
  const { t } = useText();
  const describe = useFailureText();
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
        {t(LABELS[format])}
      </Button>
      {failure !== null && <Alert>{t('export.failed', { message: describe(failure) })}</Alert>}
    </>
  );
}
