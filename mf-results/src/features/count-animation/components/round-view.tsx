import { formatCount } from '../../../lib/format-count';
import type { AnimationStep } from '../utils/animation-types';
import styles from './count-animation.module.css';

/** The round's heading, its banner (eliminated, winner or tie), the quota, the narration and the progress. */
export function RoundView({ step }: { step: AnimationStep }) {
  return (
    <div className={styles.round}>
      <h3 className={styles.roundTitle}>Round {step.round}</h3>
      <div aria-live="polite" aria-atomic="true">
        {step.banner && <p className={`${styles.banner} ${styles[`banner-${step.banner.tone}`]}`}>{step.banner.text}</p>}
      </div>
      <p className={styles.quotaLine}>
        Quota to win: <strong>{formatCount(step.quota)}</strong> {step.quota === 1 ? 'vote' : 'votes'}
      </p>
      <p className={styles.narration}>{step.narration}</p>
      <p className={styles.counted}>
        Votes counted: {formatCount(step.counted)} of {formatCount(step.toCount)}
      </p>
    </div>
  );
}
