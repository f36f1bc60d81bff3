import styles from './results-panel.module.css';

/** The explanation box: how an instant-runoff (single transferable vote, one seat) count works. */
export function StvExplanation() {
  return (
    <aside className={styles.explanation} aria-labelledby="stv-explanation-title">
      <h2 id="stv-explanation-title" className={styles.explanationTitle}>
        How the votes are counted
      </h2>
      <p>
        This poll uses ranked-choice voting, counted by single transferable vote (STV) for one winner, also called
        instant runoff. Each round gives every ballot to its highest-ranked option still in the count. An option that
        reaches the quota (more than half of the votes) wins. Otherwise the option with the fewest votes is eliminated
        and its ballots move to each voter's next choice, and a new round is counted.
      </p>
    </aside>
  );
}
