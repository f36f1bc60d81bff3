import { ACTIVITY_TEXT, type PollActivity } from '../utils/poll-state';
import { useText } from '../i18n';
import styles from './badges.module.css';

/** Active (green) or Closed (grey); the word itself carries the meaning, colour only repeats it. */
export function ActivityBadge({ activity }: { activity: PollActivity }) {
  const { t } = useText();
  return (
    <span className={[styles.badge, activity === 'Active' ? styles.active : styles.closed].join(' ')}>{t(ACTIVITY_TEXT[activity])}</span>
  );
}

export function CategoryBadge({ category }: { category: string }) {
  if (!category) return null;
  // A long category is cut with "…" (badges do not wrap); the tooltip and screen readers get all of it.
  return (
    <bdi className={[styles.badge, styles.category].join(' ')} title={category}>
      {category}
    </bdi>
  );
}
