import type { DashboardPolls } from '../api/get-dashboard-polls';
import { useText } from '../../../lib/i18n';
import styles from './dashboard.module.css';

/** The three counters; Active Polls counts created polls whose isActive is true. */
export function DashboardStats({ polls }: { polls: DashboardPolls }) {
  const { t, intl } = useText();
  const counters = [
    { id: 'created', label: t('dashboard.totalCreated'), value: polls.created.length },
    { id: 'participated', label: t('dashboard.totalParticipated'), value: polls.participated.length },
    { id: 'active', label: t('dashboard.activePolls'), value: polls.created.filter((poll) => poll.isActive).length },
  ];
  return (
    <dl className={styles.stats}>
      {counters.map(({ id, label, value }) => (
        <div key={id} className={styles.stat}>
          <dt className={styles.statLabel}>{label}</dt>
          <dd className={styles.statValue}>{intl.formatNumber(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
