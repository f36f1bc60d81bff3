import type { ReactNode } from 'react';
import type { CountResult } from '@runoff/counting';
import { formatCount, formatVotes, listNames } from '../../../lib/format-count';
import styles from './results-panel.module.css';

/** tieAction: what a tie offers (Create runoff poll in the app; nothing in embedded results). */
export function WinnerCard({ count, name, tieAction }: { count: CountResult; name: (id: string) => string; tieAction?: ReactNode }) {
  const lastRound = count.rounds[count.rounds.length - 1];
  if (count.seats > 1) return <WinnersCard count={count} name={name} tieAction={tieAction} />;
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

/** Several seats: the winners in order of election, each with the round that elected it; a tie after them. */
function WinnersCard({ count, name, tieAction }: { count: CountResult; name: (id: string) => string; tieAction?: ReactNode }) {
  const electedIn = (id: string) => count.rounds.find((round) => round.winners.includes(id))?.round ?? 0;
  return (
    <section className={`${styles.winner} ${count.tie ? styles.noWinner : ''}`} aria-labelledby="winner-title">
      <h2 id="winner-title" className={styles.winnerLabel}>
        Winners
      </h2>
      <p>
        {count.winners.length} of {count.seats} seats filled, in order of election, after {count.rounds.length} round(s) of
        counting.
      </p>
      {count.winners.length > 0 && (
        <ol className={styles.winnerList} aria-label="Winners in order of election">
          {count.winners.map((id) => (
            <li key={id}>
              <span className={styles.winnerName}>{name(id)}</span> <span>elected in round {electedIn(id)}</span>
            </li>
          ))}
        </ol>
      )}
      {count.tie && (
        <>
          <p className={styles.tie}>Tied for the seats left: {listNames(count.tie.map(name))}</p>
          {tieAction}
        </>
      )}
    </section>
  );
}
