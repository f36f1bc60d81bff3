import type { DashboardPolls } from '../api/get-dashboard-polls';
import styles from './dashboard.module.css';

/** The three counters; Active Polls counts created polls whose isActive is true. */
export function DashboardStats({ polls }: { polls: DashboardPolls }) {
  const counters = [
    { label: 'Total Polls Created', value: polls.created.length },
    { label: 'Polls Participated In', value: polls.participated.length },
    { label: 'Active Polls', value: polls.created.filter((poll) => poll.isActive).length },
  ];
  return (
    <dl className={styles.stats}>
      {counters.map(({ label, value }) => (
        <div key={label} className={styles.stat}>
          <dt className={styles.statLabel}>{label}</dt>
          <dd className={styles.statValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
