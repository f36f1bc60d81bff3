import styles from './spinner.module.css';

/** Busy indicator; `label` is read by screen readers. */
export function Spinner({ label = 'Loading…', fullPage = false }: { label?: string; fullPage?: boolean }) {
  return (
    <div className={fullPage ? styles.fullPage : styles.inline} role="status" aria-live="polite">
      <span className={styles.wheel} aria-hidden="true" />
      <span className={styles.label}>{label}</span>
    </div>
  );
}
