import type { CountResult } from '@runoff/counting';
import { describeRound, ROUND_STATUS_LABELS } from '../utils/describe-round';
import styles from './results-panel.module.css';

interface RoundsBreakdownProps {
  count: CountResult;
  order: readonly string[];
  name: (id: string) => string;
}

export function RoundsBreakdown({ count, order, name }: RoundsBreakdownProps) {
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
            {count.rounds.map((round) => (
              <tr key={round.round}>
                <th scope="row">{round.round}</th>
                <td>
                  <span className={`${styles.status} ${styles[round.status]}`}>{ROUND_STATUS_LABELS[round.status]}</span>
                </td>
                <td>{describeRound(round, order, name)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
