import { Alert } from '@runoff/ui';
import { useWords } from '../../../lib/i18n';

/**
 * Stored ballots the count left out (issue 8: a bad row is reported, never a dead poll). Nothing shows for 0.
 */
export function InvalidBallotsNotice({ invalidBallots = 0 }: { invalidBallots?: number }) {
  const { t, count } = useWords();
  if (invalidBallots <= 0) return null;
  return (
    <Alert tone="info" title={t('panel.invalidTitle')}>
      {t('panel.invalidBody', { count: invalidBallots, ballots: count(invalidBallots) })}
    </Alert>
  );
}
