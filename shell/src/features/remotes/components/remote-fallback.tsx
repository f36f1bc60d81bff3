import { useEffect } from 'react';
import type { RemoteName } from '@runoff/platform/federation';
import { Button } from '@runoff/ui';
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
  useEffect(() => {
    console.error(`[runoff] ${remote} failed:`, error);
  }, [remote, error]);

  return (
    <section className={styles.fallback} role="alert" aria-labelledby={`${remote}-unavailable`} data-remote-fallback={remote}>
      <h2 id={`${remote}-unavailable`} className={styles.heading}>
        The {remoteLabels[remote]} area is unavailable right now
      </h2>
      {error instanceof RemoteLoadError && error.reason === 'incompatible' ? (
        <p className={styles.text} data-remote-failure="incompatible">
          This part of Runoff was built for another version of the site than this page runs ({error.message}). The rest
          of the site still works; reload the page to get the newest version, or try again later.
        </p>
      ) : (
        <p className={styles.text}>
          This part of Runoff could not be loaded. The rest of the site still works; check your connection and try again
          in a moment.
        </p>
      )}
      <Button onClick={onRetry}>Retry</Button>
    </section>
  );
}
