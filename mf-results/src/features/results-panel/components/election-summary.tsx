import type { CountResult } from '@runoff/counting';
import { formatCount, formatDateTime } from '../../../lib/format-count';
import styles from './results-panel.module.css';

export function ElectionSummary({ count, generatedAt }: { count: CountResult; generatedAt: string }) {
  const items: Array<[string, string | number]> = [
    ['Seats', count.seats],
    ['Total Votes', formatCount(count.totalVotes)],
    ['Quota to Win', formatCount(count.quota)],
    ['Total Rounds', count.rounds.length],
    ['Report Generated', formatDateTime(generatedAt)],
  ];
  return (
    <section aria-labelledby="summary-title">
      <h2 id="summary-title" className={styles.sectionTitle}>
        Election Summary
      </h2>
      <dl className={styles.summary}>
        {items.map(([label, value]) => (
          <div key={label} className={styles.summaryItem}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
