import type { PollActivity } from './poll-state';
import styles from './badges.module.css';

/** Active (green) or Closed (grey); the word itself carries the meaning, colour only repeats it. */
export function ActivityBadge({ activity }: { activity: PollActivity }) {
  return <span className={[styles.badge, activity === 'Active' ? styles.active : styles.closed].join(' ')}>{activity}</span>;
}

export function CategoryBadge({ category }: { category: string }) {
  if (!category) return null;
  // A long category is cut with "…" (badges do not wrap); the tooltip and screen readers get all of it.
  return (
    <span className={[styles.badge, styles.category].join(' ')} title={category}>
      {category}
    </span>
  );
}
