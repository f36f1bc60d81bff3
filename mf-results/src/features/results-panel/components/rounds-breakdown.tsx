import type { CountResult } from '@runoff/counting';
import { describeRound, describeTransfer, ROUND_STATUS_LABELS } from '../utils/describe-round';
import { formatCount } from '../../../lib/format-count';
import styles from './results-panel.module.css';

interface RoundsBreakdownProps {
  count: CountResult;
  order: readonly string[];
  name: (id: string) => string;
}

/**
 * One row a round: the standings and the decision, where the votes of the round's winners (their surplus)
 * and eliminated option go before the next round, and the ballots exhausted so far (every round, so a
 * count of partial rankings shows where its votes stopped counting).
 */
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
              <th scope="col">Votes passed on</th>
              <th scope="col">Exhausted</th>
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
                <td data-testid={`round-${round.round}-transfers`}>
                  {round.transfers.length === 0 ? (
                    '—'
                  ) : (
                    <ul className={styles.transfers}>
                      {round.transfers.map((transfer) => (
                        <li key={transfer.from}>{describeTransfer(transfer, order, name)}</li>
                      ))}
                    </ul>
                  )}
                </td>
                <td data-testid={`round-${round.round}-exhausted`}>{formatCount(round.exhausted)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
