import type { CountResult } from '@runoff/counting';
import { useWords } from '../../../lib/i18n';
import styles from './results-panel.module.css';
import { useSectionId, useSectionLabelledBy } from '../../../lib/hooks/section-id';

export function ElectionSummary({ count, generatedAt }: { count: CountResult; generatedAt: string }) {
  const titleId = useSectionId('summary-title');
  const labelledBy = useSectionLabelledBy(titleId);
  const { t, count: number, dateTime } = useWords();
  const items: Array<[string, string]> = [
    [t('summary.seats'), number(count.seats)],
    [t('summary.totalVotes'), number(count.totalVotes)],
    [t('summary.quota'), number(count.quota)],
    [t('summary.totalRounds'), number(count.rounds.length)],
    [t('summary.generated'), dateTime(generatedAt)],
  ];
  return (
    <section aria-labelledby={labelledBy}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('summary.title')}
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
