import { useText } from './i18n/ui-messages';
import styles from './spinner.module.css';

export interface SpinnerProps {
  /** Read by screen readers; shown next to the wheel unless `hideLabel`. "Loading…" by default. */
  label?: string;
  hideLabel?: boolean;
  /** 'small' sits inside text or a button; 'large' stands alone in a page or panel. */
  size?: 'small' | 'large';
}

export function Spinner({ label: given, hideLabel = false, size = 'large' }: SpinnerProps) {
  const { t } = useText();
  const label = given ?? t('spinner.loading');
  const className = [styles.spinner, size === 'large' ? `${styles.large} ${styles.block}` : ''].join(' ');
  return (
    <span className={className} role="status" aria-live="polite" aria-label={hideLabel ? label : undefined}>
      <span className={styles.wheel} aria-hidden="true" />
      {!hideLabel && <span>{label}</span>}
    </span>
  );
}
