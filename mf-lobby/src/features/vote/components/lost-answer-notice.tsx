import { Alert } from '@runoff/ui';
import { useText } from '../../../lib/i18n';

/** While a lost answer is being recovered: tells the voter the ballot is safe to retry. */
export function RetryingNotice() {
  const { t } = useText();
  return <Alert tone="info">{t('vote.retrying')}</Alert>;
}

/** After a lost answer turned out to have been counted (the retry was told the ballot is already in). */
export function RecoveredNotice() {
  const { t } = useText();
  return (
    <Alert tone="info" title={t('vote.recoveredTitle')}>
      {t('vote.recovered')}
    </Alert>
  );
}
