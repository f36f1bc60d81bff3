import styles from './count-animation.module.css';

/** The step-by-step explanation behind Show Help. */
export function AnimationHelp({ id }: { id: string }) {
  return (
    <section id={id} className={styles.help} aria-label="How the count works">
      <ol>
        <li>Every ballot is counted for its first choice; the bars grow as the votes are counted.</li>
        <li>An option wins as soon as it reaches the quota: more than half of the votes (the dashed line).</li>
        <li>If none does, the option with the fewest votes is eliminated.</li>
        <li>Its ballots move to each voter's next choice still in the count, and a new round begins.</li>
        <li>
          The count ends when an option reaches the quota or is the last one left. If the remaining options are
          exactly tied, a runoff vote is needed.
        </li>
      </ol>
      <p>Pause to step through the count with Previous and Next; the speed changes how fast the votes are counted.</p>
    </section>
  );
}
