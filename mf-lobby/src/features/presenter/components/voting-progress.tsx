import { useText } from '../../../lib/i18n';
import styles from './presenter.module.css';

/** "N of M voted" with a bar, during voting. */
export function VotingProgress({ voted, total }: { voted: number; total: number }) {
  const { t } = useText();
  const percent = total === 0 ? 0 : Math.round((voted / total) * 100);
  return (
    <section className={styles.progress} aria-label={t('presenter.progressLabel')}>
      <p className={styles.progressText} data-testid="presenter-progress">
        {t('presenter.progress', { voted, total })}
      </p>
      <div className={styles.bar} role="progressbar" aria-label={t('presenter.votesCast')} aria-valuemin={0} aria-valuemax={total} aria-valuenow={voted}>
        <div className={styles.barFill} style={{ width: `${percent}%` }} />
      </div>
    </section>
  );
}
