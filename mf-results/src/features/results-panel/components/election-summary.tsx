import type { CountResult } from '@runoff/shared/counting';
import { formatCount } from '../../../lib/format-count';
import styles from './results-panel.module.css';

function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString();
}

export function ElectionSummary({ count, generatedAt }: { count: CountResult; generatedAt: string }) {
  const items: Array<[string, string | number]> = [
    ['Total Votes', formatCount(count.totalVotes)],
    ['Quota to Win', formatCount(count.quota)],
    ['Total Rounds', count.rounds.length],
    ['Report Generated', formatTime(generatedAt)],
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
