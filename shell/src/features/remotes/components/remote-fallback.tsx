import { useEffect } from 'react';
import type { RemoteName } from '@runoff/contracts';
import { Button } from '@runoff/ui';
import { useText } from '../../../lib/i18n';
import { RemoteLoadError } from '../api/remote-loader';
import { remoteLabels } from './remote-labels';
import styles from './remote-fallback.module.css';

interface RemoteFallbackProps {
  remote: RemoteName;
  error: Error;
  onRetry: () => void;
}

/** Shown in place of one remote's area only; the header, footer and other areas keep working. */
export function RemoteFallback({ remote, error, onRetry }: RemoteFallbackProps) {
  const { t } = useText();
  useEffect(() => {
    console.error(`[runoff] ${remote} failed:`, error);
  }, [remote, error]);

  return (
    <section className={styles.fallback} role="alert" aria-labelledby={`${remote}-unavailable`} data-remote-fallback={remote}>
      <h2 id={`${remote}-unavailable`} className={styles.heading}>
        {t(remoteLabels[remote])}
      </h2>
      {error instanceof RemoteLoadError && error.reason === 'incompatible' ? (
        <p className={styles.text} data-remote-failure="incompatible">
          {t('remote.incompatible', { detail: error.message })}
        </p>
      ) : (
        <p className={styles.text}>
          {t('remote.failed')}
        </p>
      )}
      <Button onClick={onRetry}>{t('remote.retry')}</Button>
    </section>
  );
}
