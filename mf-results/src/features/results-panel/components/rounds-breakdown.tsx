import { useMemo } from 'react';
import type { CountResult } from '@runoff/counting';
import { describeCount } from '@runoff/explain';
import { explanationFormat, formatCount } from '../../../lib/format-count';
import { ROUND_STATUS_LABELS } from '../../../lib/round-details';
import styles from './results-panel.module.css';

interface RoundsBreakdownProps {
  count: CountResult;
  names: Readonly<Record<string, string>>;
}

/**
 * One row a round, in the words of @runoff/explain (docs/explanations.md), as on every other screen: the
 * standings and what the round decided and why, where the votes of the round's winners (their surplus) and
 * eliminated option go before the next round, and the ballots exhausted so far (every round, so a count of
 * partial rankings shows where its votes stopped counting).
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
              <th scope="col">Votes passed on</th>
              <th scope="col">Exhausted</th>
            </tr>
          </thead>
          <tbody>
            {count.rounds.map((round, i) => {
              const story = stories[i]!;
              return (
                <tr key={round.round}>
                  <th scope="row">{round.round}</th>
                  <td>
                    <span className={`${styles.status} ${styles[round.status]}`}>{ROUND_STATUS_LABELS[round.status]}</span>
                  </td>
                  <td data-testid={`round-${round.round}-details`}>{[story.standings, ...story.decision].map(format).join(' ')}</td>
                  <td data-testid={`round-${round.round}-transfers`}>
                    {story.transfers.length === 0 ? (
                      '—'
                    ) : (
                      <ul className={styles.transfers}>
                        {story.transfers.map((transfer, t) => (
                          <li key={round.transfers[t]!.from}>{format(transfer)}</li>
                        ))}
                      </ul>
                    )}
                  </td>
                  <td data-testid={`round-${round.round}-exhausted`}>{formatCount(round.exhausted)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
