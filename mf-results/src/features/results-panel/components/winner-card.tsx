import type { ReactNode } from 'react';
import type { CountResult } from '@runoff/counting';
import { formatCount, formatVotes, listNames } from '../../../lib/format-count';
import styles from './results-panel.module.css';

/** tieAction: what a tie offers (Create runoff poll in the app; nothing in embedded results). */
export function WinnerCard({ count, name, tieAction }: { count: CountResult; name: (id: string) => string; tieAction?: ReactNode }) {
  const lastRound = count.rounds[count.rounds.length - 1];
  if (!count.winner) {
    return (
      <section className={`${styles.winner} ${styles.noWinner}`} aria-labelledby="winner-title">
        <h2 id="winner-title" className={styles.winnerLabel}>
          Winner
        </h2>
        <p>No winner determined yet. This could be due to a tie or insufficient votes.</p>
        {count.tie && (
          <>
            <p className={styles.tie}>Tied: {listNames(count.tie.map(name))}</p>
            {tieAction}
          </>
        )}
      </section>
    );
  }
  return (
    <section className={styles.winner} aria-labelledby="winner-title">
      <h2 id="winner-title" className={styles.winnerLabel}>
        Winner
      </h2>
      <p className={styles.winnerName}>{name(count.winner)}</p>
      <p>
        Won with the highest support after {count.rounds.length} round(s) of counting.
        {lastRound && ` ${formatCount(lastRound.counts[count.winner] ?? 0)} of ${formatVotes(count.totalVotes)} in the final round.`}
      </p>
    </section>
  );
}
