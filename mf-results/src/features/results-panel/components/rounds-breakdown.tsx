import { useMemo } from 'react';
import type { CountResult } from '@runoff/counting';
import { describeCount } from '@runoff/explain';
import { explanationFormat } from '../../../lib/format-count';
import { ROUND_STATUS_LABELS, roundDetails } from '../../../lib/round-details';
import styles from './results-panel.module.css';

interface RoundsBreakdownProps {
  count: CountResult;
  names: Readonly<Record<string, string>>;
}

/**
 * Every round explained (docs/explanations.md): the standings, what the round decided and why, where the
 * votes went and the exhausted votes, in the words of @runoff/explain, as on every other screen.
 */
export function RoundsBreakdown({ count, names }: RoundsBreakdownProps) {
  const format = useMemo(() => explanationFormat(names), [names]);
  const stories = useMemo(() => describeCount(count), [count]);
  return (
    <section aria-labelledby="rounds-title">
      <h2 id="rounds-title" className={styles.sectionTitle}>
        Rounds Breakdown
      </h2>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Round</th>
              <th scope="col">Status</th>
              <th scope="col">Details</th>
            </tr>
          </thead>
          <tbody>
            {count.rounds.map((round, i) => (
              <tr key={round.round} data-testid="round-details">
                <th scope="row">{round.round}</th>
                <td>
                  <span className={`${styles.status} ${styles[round.status]}`}>{ROUND_STATUS_LABELS[round.status]}</span>
                </td>
                <td>{roundDetails(stories[i]!, format)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
