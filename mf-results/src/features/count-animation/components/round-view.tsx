import { useText, useWords } from '../../../lib/i18n';
import type { AnimationStep } from '../utils/animation-types';
import styles from './count-animation.module.css';

/** The round's heading, its banner (eliminated, winner or tie), the quota, the narration and the progress. */
export function RoundView({ step }: { step: AnimationStep }) {
  const { t, count, shown } = useWords();
  const { rich } = useText();
  return (
    <div className={styles.round}>
      <h3 className={styles.roundTitle}>{t('animation.round', { round: count(step.round) })}</h3>
      <div aria-live="polite" aria-atomic="true">
        {step.banner && <p className={`${styles.banner} ${styles[`banner-${step.banner.tone}`]}`}>{step.banner.text}</p>}
      </div>
      <p className={styles.quotaLine}>
        {rich('animation.quotaLine', { quota: count(step.quota), count: shown(step.quota), strong: (chunks) => <strong key="strong">{chunks}</strong> })}
      </p>
      <p className={styles.narration}>{step.narration}</p>
      <p className={styles.counted}>{t('animation.counted', { counted: count(step.counted), total: count(step.toCount) })}</p>
    </div>
  );
}
