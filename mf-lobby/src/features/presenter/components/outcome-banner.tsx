import type { Outcome } from '../utils/outcome';
import styles from './presenter.module.css';

function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The big announcement once the count is done. */
export function OutcomeBanner({ outcome }: { outcome: Outcome }) {
  return (
    <section className={styles.outcome} aria-label="Result" data-testid="presenter-outcome">
      {outcome.kind === 'winner' && (
        <>
          <p className={styles.outcomeLabel}>Winner</p>
          <p className={styles.winner}>{outcome.name}</p>
          <p className={styles.outcomeNote}>{outcome.totalVotes === 1 ? '1 vote' : `${outcome.totalVotes} votes`} counted</p>
        </>
      )}
      {outcome.kind === 'winners' && (
        <>
          <p className={styles.outcomeLabel}>{outcome.seats} winners</p>
          <ol className={styles.winners}>
            {outcome.names.map((name) => (
              <li key={name} className={styles.winner}>
                {name}
              </li>
            ))}
          </ol>
          <p className={styles.outcomeNote}>
            In order of election · {outcome.totalVotes === 1 ? '1 vote' : `${outcome.totalVotes} votes`} counted
          </p>
        </>
      )}
      {outcome.kind === 'tie' && (
        <>
          {outcome.elected && <p className={styles.outcomeNote}>Elected: {joinNames(outcome.elected)}</p>}
          <p className={styles.outcomeLabel}>A tie</p>
          <p className={styles.winner}>{joinNames(outcome.names)}</p>
          <p className={styles.outcomeNote}>No option could be separated: a runoff poll can decide.</p>
        </>
      )}
      {outcome.kind === 'no-votes' && <p className={styles.winner}>No votes were cast</p>}
    </section>
  );
}
