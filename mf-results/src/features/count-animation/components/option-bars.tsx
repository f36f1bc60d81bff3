import { useWords, type MessageId } from '../../../lib/i18n';
import { optionColor } from '../../../lib/utils/option-colors';
import type { AnimationBar } from '../utils/animation-types';
import styles from './count-animation.module.css';

const BADGES: Record<AnimationBar['state'], MessageId | null> = {
  'in-count': null,
  winner: 'animation.badgeWinner',
  eliminated: 'animation.badgeEliminated',
  tied: 'animation.badgeTied',
};

interface OptionBarsProps {
  bars: readonly AnimationBar[];
  quota: number;
  /** The votes a full bar stands for: all counted ballots. */
  scale: number;
  /** How long a bar takes to grow to its new length. */
  durationMs: number;
}

export function OptionBars({ bars, quota, scale, durationMs }: OptionBarsProps) {
  const { t, votes } = useWords();
  const max = Math.max(1, scale, quota);
  const quotaAt = `${(quota / max) * 100}%`;
  // Bars only animate their width: a CSS transition (none under prefers-reduced-motion, in the CSS), no
  // animation library, which embedded results would count against their budget (docs/embedding.md).
  return (
    <ul className={styles.bars} aria-label={t('animation.barsLabel')}>
      {bars.map((bar) => {
        const badge = BADGES[bar.state];
        return (
          <li key={bar.optionId} className={`${styles.bar} ${styles[bar.state]}`}>
            <div className={styles.barLabel}>
              <span className={styles.barName} title={bar.name}>
                {bar.name}
              </span>
              {badge && <span className={`${styles.badge} ${styles[`badge-${bar.state}`]}`}>{t(badge)}</span>}
              <span className={styles.barVotes}>{votes(bar.votes)}</span>
            </div>
            <div className={styles.track} aria-hidden="true">
              <div
                className={styles.fill}
                style={{ backgroundColor: optionColor(bar.index), width: `${(bar.votes / max) * 100}%`, transitionDuration: `${durationMs}ms` }}
              />
              {/* From the inline start, as the bar grows: the right in a right-to-left page. */}
              <span className={styles.quotaMarker} style={{ insetInlineStart: quotaAt }} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
